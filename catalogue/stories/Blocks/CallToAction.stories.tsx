import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CallToAction } from '@design-system/blocks/CallToAction';
import { callToActionFor, callToActionFixtures as f } from '@fixtures/components/CallToAction.fixtures';

export default {
  title: 'Blocks/Call To Action',
  meta: {
    usage: {
      when: 'A short list of downloads or links the visitor should act on (a teaching material, an application form).',
      props: 'title, items (file or link, label).',
      accessibility: 'File links say the file type and size in their name; every item is a real link.',
    },
  },
} satisfies StoryDefault;

/** The Jelling teaching materials in the selected language. */
export const Default: Story = () => <CallToAction {...callToActionFor(useCatalogueSettings())} />;
export const LongText: Story = () => <CallToAction {...f.longText} />;
export const Minimal: Story = () => <CallToAction {...f.minimal} />;
export const Empty: Story = () => <CallToAction {...f.empty} />;
