import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { teaserGridFixtures as f, teaserGridFor } from '@fixtures/components/TeaserGrid.fixtures';

export default {
  title: 'Blocks/Teaser Grid',
  meta: {
    usage: {
      when: 'A grid of teasers (knowledge articles, themes) with an optional link to more.',
      props: 'title, items, link.',
      accessibility: 'A list of teasers under a heading; the grid order is the reading order.',
    },
  },
} satisfies StoryDefault;

/** The selected site's welcome and two current exhibitions, in the selected language. */
export const Default: Story = () => <TeaserGrid {...teaserGridFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TeaserGrid {...f.longText} />;
export const Minimal: Story = () => <TeaserGrid {...f.minimal} />;
export const WithUntitled: Story = () => <TeaserGrid {...f.withUntitled} />;
export const Empty: Story = () => <TeaserGrid {...f.empty} />;
