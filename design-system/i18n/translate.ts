import type { Dictionary, DictionaryKey } from './dictionary';
import type { Locale } from './locales';

/**
 * The dictionaries this JavaScript context knows. On the server (and in tests and the catalogue)
 * importing `./dictionary` registers all four; in the browser only the current page's locale is
 * registered, from the page's data, so no page's code carries a dictionary (but the design pages',
 * /mocks): a first load's data holds only the words its code can show there, a client-side
 * navigation's every word (runtime/render/pageWords.ts).
 */
const registered: Partial<Record<string, Partial<Dictionary>>> = {};

/** Adds words of a locale to those known: a first load's few, then a client-side navigation's all. */
export function registerWords(locale: Locale, words: Partial<Dictionary>): void {
  registered[locale] = { ...registered[locale], ...words };
}

/**
 * A word of the interface, by a key the dictionary has: a key that is not in it is a type error. A missing
 * locale gives an empty text and a warning.
 */
export function translate(locale: string, key: DictionaryKey): string {
  return translateKey(locale, key);
}

/**
 * A word of the interface by a key that comes from content or other data (a CMS field naming a label), not from the
 * code: a missing key or locale gives an empty text and a warning ("Missing dictionary key").
 */
export function translateKey(locale: string, key: string): string {
  const dictionary = registered[locale];
  if (!dictionary) {
    console.warn(`[i18n] Missing dictionary for locale "${locale}"`);
    return '';
  }
  const text = (dictionary as Record<string, string | undefined>)[key];
  if (text === undefined) {
    console.warn(`[i18n] Missing dictionary key "${key}" for locale "${locale}"`);
    return '';
  }
  return text;
}

/** Fills `{name}` placeholders of an interface text. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
