import { locales } from '@design-system/i18n/locales';
import type { LanguageOption } from '@design-system/shell/LanguageSwitcher';
import { languageOption } from './localeSwitch';
import { pagePath } from './paths';

/** Language links to each locale's root: where a page has no translation list of its own. */
export function localeRootLanguages(current: string): LanguageOption[] {
  return locales.map((locale) => languageOption(locale, pagePath(locale, ''), locale === current));
}
