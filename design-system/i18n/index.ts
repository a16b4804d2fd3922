export { type Dictionary, type DictionaryKey, dictionaries, translate } from './dictionary';
export { LocaleProvider, useLocale, useText } from './LocaleContext';
export { DEFAULT_LOCALE, isLocale, type Locale, localeNames, locales } from './locales';
