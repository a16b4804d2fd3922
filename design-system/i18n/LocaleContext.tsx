import { createContext, type ReactNode, useContext } from 'react';
import type { DictionaryKey } from './dictionary';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { translate } from './translate';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translate function for the current locale. */
export function useText(): (key: DictionaryKey) => string {
  const locale = useLocale();
  return (key) => translate(locale, key);
}
