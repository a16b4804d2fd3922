import type { Story, StoryDefault } from '@ladle/react';
import { ExhibitionList } from '../../../design-system/blocks/ExhibitionList';
import { exhibitionListFixtures as f } from '../../../fixtures/components/ExhibitionList.fixtures';

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

export const Default: Story = () => <ExhibitionList {...f.default} />;
export const LongText: Story = () => <ExhibitionList {...f.longText} />;
export const Minimal: Story = () => <ExhibitionList {...f.minimal} />;
export const WithUntitled: Story = () => <ExhibitionList {...f.withUntitled} />;
export const Empty: Story = () => <ExhibitionList {...f.empty} />;
