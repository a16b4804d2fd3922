import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { responsiveImageFixtures as f } from '@fixtures/components/ResponsiveImage.fixtures';

export default {
  title: 'Primitives/Responsive Image',
  meta: {
    usage: {
      when: 'Any content image: it picks the right size from the CMS and keeps its aspect ratio while loading.',
      props: "src, srcSet, width, height, alt, objectPosition (the editor's hotspot), lqip (blurred placeholder).",
      accessibility:
        'alt comes from the CMS per language; an empty alt marks a decorative image. Width and height prevent layout shift.',
    },
  },
} satisfies StoryDefault;

const Example = ({ image, priority = false }: { image: ImageModel | null; priority?: boolean }) => (
  <Container>
    <ResponsiveImage image={image} priority={priority} sizes="(min-width: 1440px) 1440px, 100vw" />
  </Container>
);

export const Default: Story = () => <Example image={f.default} priority />;
export const LongText: Story = () => <Example image={f.longText} />;
export const Minimal: Story = () => <Example image={f.minimal} />;
export const Decorative: Story = () => <Example image={f.decorative} />;
/** No image: an empty box keeps the space. */
export const Empty: Story = () => <Example image={null} />;
