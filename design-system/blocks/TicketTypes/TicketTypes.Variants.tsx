import { formatPrice } from '@design-system/format/prices';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { capacity as capacityClass, price as priceClass, variant, variants } from './TicketTypes.css';

/** One kind of ticket: its name and price. */
export interface TicketVariantModel {
  title: string;
  /** Danish kroner as a number (0 is free), or a text the editor wrote ("Fra 95 kr."). */
  price: number | string;
  /** How many places the variant has, when limited. */
  capacity?: number;
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
