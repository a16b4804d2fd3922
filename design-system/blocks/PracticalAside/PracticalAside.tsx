import { formatDateRange, formatLongDate, formatTimeRange } from '@design-system/format/dates';
import { formatPrice } from '@design-system/format/prices';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import type { TeaserDate } from '@design-system/primitives/Teaser';
import { Text } from '@design-system/primitives/Text';
import type { InfoListItem } from '../InfoList';
import { showableVariants, type TicketVariantModel } from '../TicketTypes';
import {
  address as addressClass,
  besideOnly,
  facts as factsClass,
  factValue,
  group,
  label,
  link as linkClass,
  panel,
  row,
  rows,
  value,
  when as whenClass,
} from './PracticalAside.css';

/** Where: the museum's name and address. */
export interface PracticalPlaceModel {
  name: string;
  street?: string;
  zip?: string;
  city?: string;
}

export interface PracticalAsideModel {
  /** The heading (h2): "Praktisk" unless said. */
  title?: string;
  /** When the event is: its day or period (`yyyy-MM-dd`), its time of day, and free text about when. */
  when?: { date?: TeaserDate; time?: { from: string; to: string }; text?: string } | null;
  /** The museum's opening hours: a line per run of days with the same hours ("Tirsdag - søndag", "10.00 - 17.00"). */
  openingHours?: { days: string; hours: string }[];
  /** Ticket prices: a name and a price each. */
  prices?: TicketVariantModel[];
  /** Small print under the prices ("Børn under 18 år gratis"). */
  pricesNote?: string;
  /**
   * The page shows the same prices in its own ticket block, which follows the aside on one-column screens: there
   * the aside leaves them out; beside the content it keeps them.
   */
  pricesRepeated?: boolean;
  /** Further facts, a label and a value each ("Mødested", "Ved informationen i forhallen"). */
  facts?: InfoListItem[];
  place?: PracticalPlaceModel | null;
  /** The call to action: buy a ticket, book a tour. */
  cta?: LinkModel | null;
  /** The event as a calendar file (.ics), for the visitor's own calendar. */
  calendarHref?: string;
  /** A link to more: the practical information page. */
  moreLink?: LinkModel | null;
}

function safe(format: () => string): string | null {
  try {
    return format();
  } catch {
    return null; // a bad date degrades its line, not the aside
  }
}

/** Whether the model has anything to show (the templates fall back to one column without it). */
export function hasPracticalFacts(model: PracticalAsideModel | null | undefined): model is PracticalAsideModel {
  if (!model) return false;
  return Boolean(
    model.when?.date?.from ||
      model.when?.time ||
      model.when?.text?.trim() ||
      model.openingHours?.some((line) => line.days.trim() && line.hours.trim()) ||
      showableVariants(model.prices).length > 0 ||
      model.facts?.some((item) => item.label?.trim() && item.value?.trim()) ||
      model.place?.name?.trim() ||
      model.cta?.href ||
      model.calendarHref,
  );
}

/** The heading's id: the aside is named by it (one practical aside per page). */
export const PRACTICAL_HEADING_ID = 'practical-heading';

/**
 * The practical facts a visitor looks for beside a page's content (the "Praktisk" aside): when, opening hours,
 * prices, further facts and the address, then the call to action. Each group shows only when it has something; the
 * whole aside renders nothing without any fact.
 */
export function PracticalAside(model: PracticalAsideModel) {
  const locale = useLocale();
  const t = useText();
  if (!hasPracticalFacts(model)) return null;
  const {
    title,
    when,
    openingHours = [],
    prices,
    pricesNote,
    pricesRepeated,
    facts = [],
    place,
    cta,
    calendarHref,
    moreLink,
  } = model;
  const date = when?.date;
  const dateLine = date?.from
    ? safe(() =>
        date.to && date.to !== date.from
          ? formatDateRange(date.from, date.to, locale)
          : formatLongDate(date.from, locale),
      )
    : null;
  const timeLine = when?.time ? safe(() => formatTimeRange(when.time?.from ?? '', when.time?.to ?? '', locale)) : null;
  const hours = openingHours.filter((line) => line.days.trim() && line.hours.trim());
  const shownPrices = showableVariants(prices);
  const shownFacts = facts.filter((item) => item.label?.trim() && item.value?.trim());
  const placeLines = place ? [place.street, [place.zip, place.city].filter(Boolean).join(' ')].filter(Boolean) : [];
  return (
    <aside className={panel} aria-labelledby={PRACTICAL_HEADING_ID}>
      <Heading level={2} size="small" id={PRACTICAL_HEADING_ID}>
        {title?.trim() || t('pagePracticalHeading')}
      </Heading>
      {dateLine || timeLine || when?.text?.trim() ? (
        <Stack gap="xs">
          <h3 className={label}>{t('calendarPagesWhen')}</h3>
          <p className={whenClass}>
            {dateLine ? (
              date?.to && date.to !== date.from ? (
                <span>{dateLine}</span>
              ) : (
                <time dateTime={date?.from}>{dateLine}</time>
              )
            ) : null}
            {timeLine ? <span>{timeLine}</span> : null}
            {when?.text?.trim() ? <span>{when.text.trim()}</span> : null}
          </p>
        </Stack>
      ) : null}
      {hours.length > 0 ? (
        <Stack gap="xs">
          <h3 className={label}>{t('listOpeningHoursHeading')}</h3>
          <dl className={rows}>
            {hours.map((line) => (
              <div key={line.days} className={row}>
                <dt>{line.days}</dt>
                <dd className={value}>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      ) : null}
      {shownPrices.length > 0 ? (
        <div className={pricesRepeated ? `${group} ${besideOnly}` : group}>
          <h3 className={label}>{t('listTicketPricesHeading')}</h3>
          <dl className={rows}>
            {shownPrices.map((item) => (
              <div key={item.title} className={row}>
                <dt>{item.title}</dt>
                <dd className={value}>{formatPrice(item.price, locale, t('listPriceFree'))}</dd>
              </div>
            ))}
          </dl>
          {pricesNote?.trim() ? (
            <Text size="sm" tone="muted">
              {pricesNote.trim()}
            </Text>
          ) : null}
        </div>
      ) : null}
      {shownFacts.length > 0 ? (
        <dl className={factsClass}>
          {shownFacts.map((item) => (
            <Stack key={item.label} gap="3xs">
              <dt className={label}>{item.label}</dt>
              <dd className={factValue}>{item.value}</dd>
            </Stack>
          ))}
        </dl>
      ) : null}
      {place?.name?.trim() ? (
        <Stack gap="xs">
          <h3 className={label}>{t('address')}</h3>
          <address className={addressClass}>
            <span>{place.name}</span>
            {placeLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </Stack>
      ) : null}
      {cta?.href || calendarHref || moreLink?.href ? (
        <Stack gap="sm">
          {cta?.href ? <ButtonLink link={cta}>{cta.label?.trim() || t('listBuyTicket')}</ButtonLink> : null}
          {calendarHref ? (
            <a className={linkClass} href={calendarHref} type="text/calendar">
              {t('calendarPagesAddToCalendar')}
            </a>
          ) : null}
          {moreLink?.href ? <Link link={moreLink} className={linkClass} /> : null}
        </Stack>
      ) : null}
    </aside>
  );
}
