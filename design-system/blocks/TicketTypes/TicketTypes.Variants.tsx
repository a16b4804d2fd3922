import { intlLocale } from '../../format/dates';
import { useLocale, useText } from '../../i18n/LocaleContext';
import { capacity as capacityClass, price as priceClass, variant, variants } from './TicketTypes.css';

/** One kind of ticket: its name and price. */
export interface TicketVariantModel {
  title: string;
  /** Danish kroner as a number (0 is free), or a text the editor wrote ("Fra 95 kr."). */
  price: number | string;
  /** How many places the variant has, when limited. */
  capacity?: number;
}

/** A price in the visitor's language: "145 kr." (da), "DKK 145" (en); 0 gives the word for free. */
export function formatPrice(price: number | string, locale: string, free: string): string {
  if (typeof price === 'string') return price.trim();
  if (!Number.isFinite(price) || price < 0) return '';
  if (price === 0) return free;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** The variants that can be shown: a title and a price. */
export function showableVariants(list: TicketVariantModel[] | undefined): TicketVariantModel[] {
  return (list ?? []).filter(
    (item) =>
      item.title?.trim() &&
      ((typeof item.price === 'number' && Number.isFinite(item.price) && item.price >= 0) ||
        (typeof item.price === 'string' && item.price.trim())),
  );
}

/** Ticket variants as a description list of name and price. Nothing without a showable variant. */
export function TicketVariantList({ items }: { items: TicketVariantModel[] }) {
  const locale = useLocale();
  const t = useText();
  const shown = showableVariants(items);
  if (shown.length === 0) return null;
  return (
    <dl className={variants}>
      {shown.map((item) => (
        <div key={item.title} className={variant}>
          <dt>{item.title}</dt>
          <dd className={priceClass}>{formatPrice(item.price, locale, t('listPriceFree'))}</dd>
          {item.capacity !== undefined && Number.isFinite(item.capacity) && item.capacity > 0 ? (
            <dd className={capacityClass}>
              {t('calendarPagesCapacity')}: {item.capacity}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
