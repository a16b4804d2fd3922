import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { AuthorContact } from '@design-system/blocks/AuthorContact';
import { authorContactFor, authorContactFixtures as f } from '@fixtures/components/AuthorContact.fixtures';

export default {
  title: 'Blocks/Author Contact',
  meta: {
    usage: {
      when: 'The contact people under a press release or publication.',
      props: 'title, authors (name, title, email, phone, image).',
      accessibility: 'E-mail and phone are real mailto:/tel: links; portraits are decorative beside the name.',
    },
  },
} satisfies StoryDefault;

/** The press contacts in the selected language. */
export const Default: Story = () => <AuthorContact {...authorContactFor(useCatalogueSettings())} />;
export const LongText: Story = () => <AuthorContact {...f.longText} />;
export const Minimal: Story = () => <AuthorContact {...f.minimal} />;
export const Empty: Story = () => <AuthorContact {...f.empty} />;
