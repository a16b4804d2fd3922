import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Newsletter } from '@design-system/blocks/Newsletter';
import { newsletterFixtures as f, newsletterFor } from '@fixtures/components/Newsletter.fixtures';

export default {
  title: 'Blocks/Newsletter',
  meta: {
    usage: {
      when: 'The newsletter sign-up block at the end of a page.',
      props: 'title, content, signupUrl, terms, links (list, region, account ids).',
      accessibility:
        "The sign-up is a link to the provider's form; terms are text next to it, not hidden in a tooltip.",
    },
  },
} satisfies StoryDefault;

/** The newsletter sign-up in the selected language. */
export const Default: Story = () => <Newsletter {...newsletterFor(useCatalogueSettings())} />;
export const LongText: Story = () => <Newsletter {...f.longText} />;
export const Minimal: Story = () => <Newsletter {...f.minimal} />;
export const Empty: Story = () => <Newsletter {...f.empty} />;
