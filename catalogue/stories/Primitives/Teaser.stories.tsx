import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Teaser, type TeaserModel } from '../../../design-system/primitives/Teaser';
import { teaserFixtures as f } from '../../../fixtures/components/Teaser.fixtures';

export default {
  title: 'Primitives/Teaser',
  meta: {
    usage: {
      when: 'A card pointing to another page (exhibition, event, article) with image, type, date and title.',
      props: 'title, link, image, typeLabel, date/dateText/time, tags, description, cancelled, size (regular, large).',
      accessibility:
        'The title is the one link (the whole card is clickable through it); the image is decorative in the card; cancelled events say so in text.',
    },
  },
} satisfies StoryDefault;

function Example({ teaser, size }: { teaser: TeaserModel; size?: 'regular' | 'large' }) {
  return (
    <Container>
      <Teaser teaser={teaser} headingLevel={2} size={size} />
    </Container>
  );
}

export const Default: Story = () => <Example teaser={f.default} />;
export const LongText: Story = () => <Example teaser={f.longText} />;
export const Minimal: Story = () => <Example teaser={f.minimal} />;
export const Event: Story = () => <Example teaser={f.event} />;
export const CancelledEvent: Story = () => <Example teaser={f.cancelledEvent} />;
export const PodcastEpisode: Story = () => <Example teaser={f.podcastEpisode} />;
export const WithoutLink: Story = () => <Example teaser={f.withoutLink} />;
export const Large: Story = () => <Example teaser={f.default} size="large" />;
