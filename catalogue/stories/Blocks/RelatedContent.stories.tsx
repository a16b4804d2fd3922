import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { RelatedContent } from '@design-system/blocks/RelatedContent';
import { relatedContentFixtures as f, relatedContentFor } from '@fixtures/components/RelatedContent.fixtures';

export default {
  title: 'Blocks/Related Content',
  meta: {
    usage: {
      when: 'Related items in tab groups (by tag, by type, hand-picked).',
      props: 'title, groups (label, items).',
      accessibility: 'Tabs pattern for several groups; a single group shows without tabs.',
    },
  },
} satisfies StoryDefault;

/** More about the Viking Age in the selected language. */
export const Default: Story = () => <RelatedContent {...relatedContentFor(useCatalogueSettings())} />;
export const LongText: Story = () => <RelatedContent {...f.longText} />;
export const Minimal: Story = () => <RelatedContent {...f.minimal} />;
export const WithEmptyGroup: Story = () => <RelatedContent {...f.withEmptyGroup} />;
export const Empty: Story = () => <RelatedContent {...f.empty} />;
