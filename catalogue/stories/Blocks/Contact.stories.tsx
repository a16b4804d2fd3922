import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Contact } from '@design-system/blocks/Contact';
import { contactFor, contactFixtures as f } from '@fixtures/components/Contact.fixtures';

export default {
  title: 'Blocks/Contact',
  meta: {
    usage: {
      when: "The people to contact about a page's subject (curators, press officers).",
      props: 'title, people (name, title, email, phone, bio, image).',
      accessibility:
        'Names are headings within the block; phone and e-mail are links; portraits need alt only when they add information.',
    },
  },
} satisfies StoryDefault;

/** The selected site’s educator (the Open Air Museum’s on the main site) in the selected language. */
export const Default: Story = () => <Contact {...contactFor(useCatalogueSettings())} />;
export const LongText: Story = () => <Contact {...f.longText} />;
export const Minimal: Story = () => <Contact {...f.minimal} />;
export const WithDropped: Story = () => <Contact {...f.withDropped} />;
export const Empty: Story = () => <Contact {...f.empty} />;
