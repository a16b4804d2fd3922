import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Container } from '@design-system/primitives/Container';
import { Lightbox, type LightboxImage } from '@design-system/primitives/Lightbox';
import { ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { lightboxFixtures as f } from '@fixtures/components/Lightbox.fixtures';
import { thumbnailButton, thumbnailGrid } from './StoryLayout.css';

export default {
  title: 'Primitives/Lightbox',
  meta: {
    usage: {
      when: 'An enlarged view of an image with its caption and credit, opened from an image block or slider.',
      props: 'images, index (which is shown), onIndexChange.',
      accessibility:
        'A modal dialog: focus is kept inside, arrows and buttons move between images, Escape closes; alt texts stay with the enlarged image.',
    },
  },
} satisfies StoryDefault;

/** A row of thumbnails; each opens the Lightbox at its image. */
const Gallery = ({ images }: { images: LightboxImage[] }) => {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <Container>
      <ul className={thumbnailGrid}>
        {images.map((entry, position) => (
          <li key={entry.image.src}>
            <button type="button" className={thumbnailButton} onClick={() => setIndex(position)}>
              <ResponsiveImage image={entry.image} sizes="10rem" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </Container>
  );
};

export const Default: Story = () => <Gallery images={f.default} />;
export const LongText: Story = () => <Gallery images={f.longText} />;
export const Minimal: Story = () => <Gallery images={f.minimal} />;
