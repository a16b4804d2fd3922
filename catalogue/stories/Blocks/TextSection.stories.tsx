import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TextSection } from '@design-system/blocks/TextSection';
import { textSectionFixtures as f, textSectionFor } from '@fixtures/components/TextSection.fixtures';

export default {
  title: 'Blocks/Text Section',
  meta: {
    usage: {
      when: 'A heading and running text: the plainest content block.',
      props: 'heading, body (rich text).',
      accessibility: 'The heading keeps the page outline; the body follows Rich Text.',
    },
  },
} satisfies StoryDefault;

/** The prehistory exhibition in a few lines, in the selected language. */
export const Default: Story = () => <TextSection {...textSectionFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TextSection {...f.longText} />;
export const Minimal: Story = () => <TextSection {...f.minimal} />;
/** No heading and no text: renders nothing. */
export const Empty: Story = () => <TextSection {...f.empty} />;
