import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { RandomRelatedContent } from '@design-system/blocks/RandomRelatedContent';
import {
  randomRelatedContentFixtures as f,
  randomRelatedContentFor,
} from '@fixtures/components/RandomRelatedContent.fixtures';

export default {
  title: 'Blocks/Random Related Content',
  meta: {
    usage: {
      when: 'A few related items picked at random on each visit ("Se også").',
      props: 'title, items.',
      accessibility:
        'As Teaser Grid; the random pick is made on the server so the page does not change after it loads.',
    },
  },
} satisfies StoryDefault;

/** Six related items in the selected language. */
export const Default: Story = () => <RandomRelatedContent {...randomRelatedContentFor(useCatalogueSettings())} />;
export const LongText: Story = () => <RandomRelatedContent {...f.longText} />;
export const Minimal: Story = () => <RandomRelatedContent {...f.minimal} />;
export const OverLimit: Story = () => <RandomRelatedContent {...f.overLimit} />;
export const Empty: Story = () => <RandomRelatedContent {...f.empty} />;
