export type { Dictionary, DictionaryKey } from './dictionary';
export { LocaleProvider, useLocale, useText } from './LocaleContext';
export { DEFAULT_LOCALE, isLocale, type Locale, localeNames, locales } from './locales';
export { translate, translateKey } from './translate';
