import { type Locale, locales } from './locales';
import { registerWords } from './translate';
import { blockWords } from './words/blocks';
import { calendarWords } from './words/calendar';
import { calendarPagesWords } from './words/calendarPages';
import { learningPagesWords } from './words/learningPages';
import { listWords } from './words/lists';
import { museumPagesWords } from './words/museumPages';
import { previewWords } from './words/preview';
import { primitivesWords } from './words/primitives';
import { searchWords } from './words/search';
import { shellWords } from './words/shell';
import { typeLabelWords } from './words/typeLabels';
import type { SameKeys } from './words/types';

/**
 * The user-interface dictionary in all four languages, merged from one word list per area
 * (words/*.ts). Content comes from the CMS; these are the words of the interface itself.
 * To add an area: create words/{area}.ts exporting a WordList, and add it to `wordLists`.
 */
const wordLists = [
  blockWords satisfies SameKeys<typeof blockWords>,
  primitivesWords satisfies SameKeys<typeof primitivesWords>,
  shellWords satisfies SameKeys<typeof shellWords>,
  calendarWords satisfies SameKeys<typeof calendarWords>,
  calendarPagesWords satisfies SameKeys<typeof calendarPagesWords>,
  typeLabelWords satisfies SameKeys<typeof typeLabelWords>,
  listWords satisfies SameKeys<typeof listWords>,
  learningPagesWords satisfies SameKeys<typeof learningPagesWords>,
  museumPagesWords satisfies SameKeys<typeof museumPagesWords>,
  searchWords satisfies SameKeys<typeof searchWords>,
  previewWords satisfies SameKeys<typeof previewWords>,
] as const;

type Merge<T extends readonly { da: Record<string, string> }[]> = T extends readonly [infer Head, ...infer Rest]
  ? Head extends { da: Record<string, string> }
    ? Rest extends readonly { da: Record<string, string> }[]
      ? keyof Head['da'] | Merge<Rest>
      : keyof Head['da']
    : never
  : never;

export type DictionaryKey = Merge<typeof wordLists> & string;
export type Dictionary = Record<DictionaryKey, string>;

function merge(locale: Locale): Dictionary {
  const merged: Record<string, string> = {};
  for (const list of wordLists) {
    for (const [key, text] of Object.entries(list[locale])) {
      if (key in merged) throw new Error(`[i18n] Dictionary key "${key}" is defined twice`);
      merged[key] = text;
    }
  }
  return merged as Dictionary;
}

export const dictionaries: Record<Locale, Dictionary> = {
  da: merge('da'),
  en: merge('en'),
  de: merge('de'),
  sv: merge('sv'),
};

const PREVIEW_KEYS = new Set(Object.keys(previewWords.da));

/**
 * The dictionaries a page outside preview sends to the browser: without the editors' preview words. The preview
 * banner is never rendered there, so nothing asks for them, and the published HTML carries none of them.
 */
export const visitorDictionaries = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(dictionaries[locale]).filter(([key]) => !PREVIEW_KEYS.has(key))) as Dictionary,
  ]),
) as Record<Locale, Dictionary>;

// Importing this module registers every dictionary (server, tests, catalogue); browsers get only
// the current locale's, from the page data (see ./translate.ts).
for (const locale of locales) registerWords(locale, dictionaries[locale]);

export { translate } from './translate';
