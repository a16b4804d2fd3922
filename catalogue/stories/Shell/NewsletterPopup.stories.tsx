import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { NewsletterPopup, type NewsletterPopupModel } from '@design-system/shell/NewsletterPopup';
import {
  newsletterPopupFixtures as f,
  newsletterByLocale,
  STORY_DELAY_MS,
} from '@fixtures/components/NewsletterPopup.fixtures';

export default {
  title: 'Shell/Newsletter Popup',
  meta: {
    usage: {
      when: 'An invitation to the newsletter, opened once after a short delay.',
      props: 'title, text, signupLink, delayMs, storageKey.',
      accessibility: 'A modal dialog: focus moves in and back; once dismissed it stays away.',
    },
  },
} satisfies StoryDefault;

/** The page behind the pop-up, with a link to focus before it opens. */
const Page = ({ model }: { model: NewsletterPopupModel }) => (
  <Container>
    <Heading level={1}>Besøg Nationalmuseet</Heading>
    <p>
      Pop-up'en åbner kort efter første besøg. Når den er lukket, kommer den ikke igen.{' '}
      <a href="#praktisk">Praktisk information</a>
    </p>
    <NewsletterPopup {...model} />
  </Container>
);

/** In the selected language; opens after a short delay, once. */
export const Default: Story = () => {
  const { locale } = useCatalogueSettings();
  return <Page model={{ ...newsletterByLocale[locale], delayMs: STORY_DELAY_MS, storageKey: f.default.storageKey }} />;
};
export const LongText: Story = () => <Page model={f.longText} />;
export const Minimal: Story = () => <Page model={f.minimal} />;
