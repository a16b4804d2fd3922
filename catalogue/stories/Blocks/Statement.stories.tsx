import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Statement } from '@design-system/blocks/Statement';
import { statementFixtures as f, statementFor } from '@fixtures/components/Statement.fixtures';

export default {
  title: 'Blocks/Statement',
  meta: {
    usage: {
      when: 'A quote from a person, large, with name and title.',
      props: 'quote, personName, personTitle.',
      accessibility: 'A <blockquote> with the name in a <figcaption>; add lang when the quote is in another language.',
    },
  },
} satisfies StoryDefault;

/** A curator on the Jelling stones, in the selected language. */
export const Default: Story = () => <Statement {...statementFor(useCatalogueSettings())} />;
export const LongText: Story = () => <Statement {...f.longText} />;
export const Minimal: Story = () => <Statement {...f.minimal} />;
export const Empty: Story = () => <Statement {...f.empty} />;
