import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaries, translate, visitorDictionaries } from './dictionary';
import { locales } from './locales';
import { translateKey } from './translate';

afterEach(() => vi.restoreAllMocks());

describe('UI dictionary', () => {
  it('"A user-interface dictionary exists for all four" languages, with the same keys and no empty texts', () => {
    const keys = Object.keys(dictionaries.da).sort();
    for (const locale of locales) {
      expect(Object.keys(dictionaries[locale]).sort()).toEqual(keys);
      for (const key of keys) expect(dictionaries[locale][key as keyof typeof dictionaries.da]).not.toBe('');
    }
  });

  it('"A missing dictionary key or locale gives an empty text and a warning"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A key from content (not from the code) is looked up at run time.
    expect(translateKey('da', 'noSuchKey')).toBe('');
    expect(translate('fi', 'skipToMain')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a key the dictionary does not have is a type error in the code', () => {
    // @ts-expect-error: 'noSuchKey' is not a DictionaryKey (the type-check fails if this line stops being an error).
    const missing = () => translate('da', 'noSuchKey');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(missing()).toBe('');
  });

  it('a page outside preview gets every word but the editors’ preview words', () => {
    for (const locale of locales) {
      const visitor = Object.keys(visitorDictionaries[locale]);
      const preview = Object.keys(dictionaries[locale]).filter((key) => !visitor.includes(key));
      expect(preview.length).toBeGreaterThan(10);
      expect(
        preview.every((key) => key.startsWith('preview')),
        preview.join(),
      ).toBe(true);
      expect(visitorDictionaries[locale].skipToMain).toBe(dictionaries[locale].skipToMain);
    }
  });

  it('translates a key in each locale', () => {
    expect(translate('da', 'skipToMain')).toBe('Gå til hovedindhold');
    expect(translate('sv', 'notFoundTitle')).toBe('Sidan hittades inte');
  });
});
