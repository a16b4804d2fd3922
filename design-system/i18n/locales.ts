/** The four languages of the product; da is the default and has no URL prefix. */
export const locales = ['da', 'en', 'de', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'da';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Each language's own name, as the language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  da: 'Dansk',
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
};
