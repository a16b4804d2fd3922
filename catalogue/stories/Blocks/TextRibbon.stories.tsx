import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TextRibbon } from '@design-system/blocks/TextRibbon';
import { textRibbonFixtures as f, textRibbonFor } from '@fixtures/components/TextRibbon.fixtures';

export default {
  title: 'Blocks/Text Ribbon',
  meta: {
    usage: {
      when: 'One short message across the page (a ticket reminder, a closing notice), optionally a link.',
      props: 'text, link.',
      accessibility: "Static text: it does not scroll or animate; with a link the whole message is the link's name.",
    },
  },
} satisfies StoryDefault;

/** The Golden Horns' story in one line, in the selected language. */
export const Default: Story = () => <TextRibbon {...textRibbonFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TextRibbon {...f.longText} />;
export const Minimal: Story = () => <TextRibbon {...f.minimal} />;
export const Empty: Story = () => <TextRibbon {...f.empty} />;
