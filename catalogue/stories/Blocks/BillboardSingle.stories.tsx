import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { BillboardSingle } from '@design-system/blocks/BillboardSingle';
import { billboardSingleFor, billboardSingleFixtures as f } from '@fixtures/components/BillboardSingle.fixtures';

export default {
  title: 'Blocks/Billboard Single',
  meta: {
    usage: {
      when: 'One large highlight across the page (a special exhibition, a season opening).',
      props: "title, label, description, image, link, theme (the editor's own colours).",
      accessibility:
        'The title is an h2; long Danish words wrap inside the card; editor colours must pass AA (checked in the CMS).',
    },
  },
} satisfies StoryDefault;

/** The Sun Chariot exhibition in the selected language. */
export const Default: Story = () => <BillboardSingle {...billboardSingleFor(useCatalogueSettings())} />;
export const LongText: Story = () => <BillboardSingle {...f.longText} />;
export const Minimal: Story = () => <BillboardSingle {...f.minimal} />;
export const Themed: Story = () => <BillboardSingle {...f.themed} />;
export const Empty: Story = () => <BillboardSingle {...f.empty} />;
