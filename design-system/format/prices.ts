import { intlLocale } from './dates';

/**
 * Currency formatters by locale and whether the price has øre, made once: building an Intl.NumberFormat costs far
 * more than formatting with one, and the ticket overview and calendar format a price per ticket variant.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function kroner(locale: string, wholeKroner: boolean): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${wholeKroner}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'DKK',
      minimumFractionDigits: wholeKroner ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A price in the visitor's language: "145 kr." (da), "DKK 145" (en); 0 gives the word for free. */
export function formatPrice(price: number | string, locale: string, free: string): string {
  if (typeof price === 'string') return price.trim();
  if (!Number.isFinite(price) || price < 0) return '';
  if (price === 0) return free;
  return kroner(locale, Number.isInteger(price)).format(price);
}
