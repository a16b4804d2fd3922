import { format } from 'date-fns';
import { type Locale as DateFnsLocale, da, de, enGB, sv } from 'date-fns/locale';
import { type DateInput, type SupportedLocale, supportedLocale, toCopenhagenDate } from './dates';

const dateFnsLocales: Record<SupportedLocale, DateFnsLocale> = { da, en: enGB, de, sv };

/**
 * A date in a date-fns pattern (https://date-fns.org/docs/format), in Copenhagen time and the locale's language.
 * Unknown tokens (`formatDate(d, 'yyyy-jj', 'da')`) and invalid dates throw a RangeError. Kept apart from ./dates.ts
 * so the components' date formatting (Intl) does not carry date-fns' formatter and locales into the browser.
 */
export function formatDate(input: DateInput, pattern: string, locale: string): string {
  return format(toCopenhagenDate(input), pattern, { locale: dateFnsLocales[supportedLocale(locale)] });
}
