import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { MegaHeading } from '@design-system/blocks/MegaHeading';
import { megaHeadingFixtures as f, megaHeadingFor } from '@fixtures/components/MegaHeading.fixtures';

export default {
  title: 'Blocks/Mega Heading',
  meta: {
    usage: {
      when: 'The very large heading of an overview page (Udstillinger, Kalender).',
      props: 'text, subheading, level.',
      accessibility: "The visual size never sets the level: it is usually the page's h1.",
    },
  },
} satisfies StoryDefault;

/** The prehistory overview's heading in the selected language. */
export const Default: Story = () => <MegaHeading {...megaHeadingFor(useCatalogueSettings())} />;
export const LongText: Story = () => <MegaHeading {...f.longText} />;
export const Minimal: Story = () => <MegaHeading {...f.minimal} />;
export const Empty: Story = () => <MegaHeading {...f.empty} />;
