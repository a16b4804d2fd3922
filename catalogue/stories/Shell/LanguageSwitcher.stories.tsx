import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { type LanguageOption, LanguageSwitcher } from '@design-system/shell/LanguageSwitcher';
import { allLanguages, languageSwitcherFixtures as f } from '@fixtures/components/LanguageSwitcher.fixtures';

export default {
  title: 'Shell/Language Switcher',
  meta: {
    usage: {
      when: 'The choice of the four languages, in the header.',
      props: 'languages (locale, href, current).',
      accessibility: 'Each language is named in its own language with lang set; the current one has aria-current.',
    },
  },
} satisfies StoryDefault;

const Example = ({ languages }: { languages: LanguageOption[] }) => (
  <Container>
    <LanguageSwitcher languages={languages} />
  </Container>
);

/** All four languages, the selected catalogue language marked as current. */
export const Default: Story = () => <Example languages={allLanguages(useCatalogueSettings().locale)} />;
export const LongText: Story = () => <Example languages={f.longText} />;
export const Minimal: Story = () => <Example languages={f.minimal} />;
/** One language only: nothing renders. */
export const Empty: Story = () => <Example languages={f.empty} />;
