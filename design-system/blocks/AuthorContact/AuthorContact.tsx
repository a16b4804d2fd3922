import { useText } from '@design-system/i18n/LocaleContext';
import { ContactList, type ContactPersonModel } from '../Contact';

export interface AuthorContactModel {
  /** The heading (h2); "Pressekontakt" when none is given. */
  title?: string;
  /** The press release's authors (name, title, image, email, phone, bio). */
  authors: ContactPersonModel[];
}

/**
 * The press release's author contact block: the authors as contact cards (Contact's person card).
 * Authors without a name or a way to reach them are dropped; nothing renders when none are left.
 */
export function AuthorContact({ title, authors }: AuthorContactModel) {
  const t = useText();
  return <ContactList heading={title?.trim() || t('blockPressContactHeading')} people={authors} />;
}
