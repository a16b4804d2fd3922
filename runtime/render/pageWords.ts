import { type Dictionary, dictionaries, visitorDictionaries } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import { firstLoadWordKeys } from './firstLoadWords.generated';

/** The first load's words of each locale, picked once. */
const firstLoadDictionaries = Object.fromEntries(
  Object.entries(visitorDictionaries).map(([locale, words]) => [
    locale,
    Object.fromEntries(firstLoadWordKeys.map((key) => [key, words[key]])),
  ]),
) as Record<Locale, Partial<Dictionary>>;

/**
 * The interface words a page sends to the browser. A first load sends only those its code can show there
 * (runtime/build/firstLoadWords.ts derives them: the shell's, the interactive blocks' and templates'), as static code
 * keeps its server HTML. A page the browser renders whole (a client-side navigation) gets every word of its locale;
 * a page in preview gets the editors' words too, the preview banner's among them. (The design pages, /mocks, bring
 * the dictionary in their own code.)
 */
export function pageWords(
  locale: Locale,
  { preview, rendersWhole }: { preview: boolean; rendersWhole: boolean },
): Partial<Dictionary> {
  if (preview) return dictionaries[locale];
  return rendersWhole ? visitorDictionaries[locale] : firstLoadDictionaries[locale];
}
