import type { Locale } from '../locales';

/** A group of interface words: the same keys in all four languages (the da keys are the reference). */
export type WordList = { da: Record<string, string> } & Record<Exclude<Locale, 'da'>, Record<string, string>>;

/** Checks at compile time that every language has exactly the keys of da. */
export type SameKeys<T extends WordList> = {
  [L in Locale]: Record<keyof T['da'], string>;
};
