import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Teaser, type TeaserModel } from '@design-system/primitives/Teaser';
import { teaserFixtures as f } from '@fixtures/components/Teaser.fixtures';

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

const stateLabels = {
  da: { teaser: 'Teaser' },
  en: { teaser: 'Teaser' },
  de: { teaser: 'Teaser' },
  sv: { teaser: 'Teaser' },
} as const;
const states = ['default', 'hover', 'focus'] as const;
/**
 * What a visitor points at or focuses: pointing anywhere on the card points at its title link too (the link's click
 * area covers the card), so hover marks both; focus goes to the link alone.
 */
const targets = { default: 'a', hover: 'article, article a', focus: 'article a' };

/**
 * A teaser at rest, pointed at and focused: hover and focus are forced with `data-force-state`, styled by the card's
 * own hover rules (a heavier underline under the title; the picture drawn a little closer, unless the visitor prefers
 * reduced motion) and the theme's focus rule on the title link. A teaser has no pressed, loading or error look.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        wide
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={[{ id: 'teaser', label: labels.teaser }]}
        cell={(_, state) => (
          <ForceState state={state === 'default' ? null : state} target={targets[state]}>
            <Teaser teaser={f.default} headingLevel={2} />
          </ForceState>
        )}
      />
    </Container>
  );
};
