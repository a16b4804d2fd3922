import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { BillboardDouble } from '@design-system/blocks/BillboardDouble';
import { billboardDoubleFor, billboardDoubleFixtures as f } from '@fixtures/components/BillboardDouble.fixtures';

export default {
  title: 'Blocks/Billboard Double',
  meta: {
    usage: {
      when: 'Two equal billboards side by side, for two things of the same weight (two sister museums).',
      props: 'title (optional), items (each a Billboard Single).',
      accessibility:
        "Each card has its own heading under the block's; the call to action is a link with a self-explaining label.",
    },
  },
} satisfies StoryDefault;

/** Jelling and Trelleborg in the selected language. */
export const Default: Story = () => <BillboardDouble {...billboardDoubleFor(useCatalogueSettings())} />;
export const WithTitle: Story = () => <BillboardDouble {...f.withTitle} />;
export const LongText: Story = () => <BillboardDouble {...f.longText} />;
export const Minimal: Story = () => <BillboardDouble {...f.minimal} />;
export const Empty: Story = () => <BillboardDouble {...f.empty} />;
