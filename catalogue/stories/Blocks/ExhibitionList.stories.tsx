import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ExhibitionList } from '@design-system/blocks/ExhibitionList';
import { exhibitionListFor, exhibitionListFixtures as f } from '@fixtures/components/ExhibitionList.fixtures';

export default {
  title: 'Blocks/Exhibition List',
  meta: {
    usage: {
      when: 'Current or upcoming exhibitions as teasers on an overview page.',
      props: 'title, items (exhibition teasers).',
      accessibility:
        'A list with a heading; on sites that say experiences instead of exhibitions, the type label follows.',
    },
  },
} satisfies StoryDefault;

/** The exhibitions in the selected language, labelled as the selected site labels them (experiences on some). */
export const Default: Story = () => <ExhibitionList {...exhibitionListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <ExhibitionList {...f.longText} />;
export const Minimal: Story = () => <ExhibitionList {...f.minimal} />;
export const WithUntitled: Story = () => <ExhibitionList {...f.withUntitled} />;
export const Empty: Story = () => <ExhibitionList {...f.empty} />;
