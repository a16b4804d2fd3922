import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Accordion } from '@design-system/blocks/Accordion';
import { accordionBlockFor, accordionBlockFixtures as f } from '@fixtures/components/AccordionBlock.fixtures';

export default {
  title: 'Blocks/Accordion',
  meta: {
    usage: {
      when: "The CMS's accordion module: questions and answers or practical sections on a page.",
      props: 'title (optional block heading), items (title, content as rich text).',
      accessibility: 'See Primitives/Accordion: buttons with aria-expanded; the block heading keeps the page outline.',
    },
  },
} satisfies StoryDefault;

/** The questions and answers in the selected language. */
export const Default: Story = () => <Accordion {...accordionBlockFor(useCatalogueSettings())} />;
export const LongText: Story = () => <Accordion {...f.longText} />;
export const Minimal: Story = () => <Accordion {...f.minimal} />;
export const Empty: Story = () => <Accordion {...f.empty} />;
