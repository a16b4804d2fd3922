import { formatDateRange, formatLongDate, formatTimeRange } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Heading } from '@design-system/primitives/Heading';
import { HeroFrame } from '@design-system/primitives/HeroFrame';
import type { LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { TagList, type TagModel } from '@design-system/primitives/Tag';
import type { TeaserDate } from '@design-system/primitives/Teaser';
import { TicketVariantList, type TicketVariantModel } from '../TicketTypes';
import { calendarLink, subtitle as subtitleClass, text, tickets, when } from './EventHero.css';

export interface EventHeroModel {
  title: string;
  subtitle?: string;
  image?: ImageModel | null;
  /** The event's day or period (`yyyy-MM-dd`). */
  date?: TeaserDate;
  /** Its wall-clock times `HH:mm` in Copenhagen, when the same every day. */
  time?: { from: string; to: string };
  /** Free text about when ("Lørdage og søndage kl. 11 og 13", the editor's opening-hours text). */
  dateText?: string;
  tags?: TagModel[];
  /** The event is cancelled; said next to the date. */
  cancelled?: boolean;
  /** The variants of the event's ticket, with prices and capacity. */
  ticketVariants?: TicketVariantModel[];
  /** Out to the ticket shop (its label is the button text). */
  ticketLink?: LinkModel | null;
  /** The event as a calendar file (.ics), for the visitor's own calendar. */
  calendarHref?: string;
}

function safe(format: () => string): string | null {
  try {
    return format();
  } catch {
    return null; // a bad date degrades the line, not the page
  }
}

/** The event page's hero: the page's h1, subtitle, when (dates, times, free text), tags, ticket variants, image. */
export function EventHero({
  title,
  subtitle,
  image,
  date,
  time,
  dateText,
  tags = [],
  cancelled,
  ticketVariants = [],
  ticketLink,
  calendarHref,
}: EventHeroModel) {
  const locale = useLocale();
  const t = useText();
  const dateLine = date?.from
    ? safe(() =>
        date.to && date.to !== date.from
          ? formatDateRange(date.from, date.to, locale)
          : formatLongDate(date.from, locale),
      )
    : null;
  const timeLine = time ? safe(() => formatTimeRange(time.from, time.to, locale)) : null;
  const shownTags = [
    ...(cancelled ? [{ label: t('eventCancelled') }] : []),
    ...tags.filter((tag) => tag.label?.trim()),
  ];
  return (
    <HeroFrame>
      <div className={text}>
        <Heading level={1} size="display">
          {title}
        </Heading>
        {subtitle ? <p className={subtitleClass}>{subtitle}</p> : null}
        {dateLine || timeLine || dateText ? (
          <p className={when}>
            {dateLine ? (
              date?.to && date.to !== date.from ? (
                <span>{dateLine}</span>
              ) : (
                <time dateTime={date?.from}>{dateLine}</time>
              )
            ) : null}
            {timeLine ? <span>{timeLine}</span> : null}
            {dateText ? <span>{dateText}</span> : null}
          </p>
        ) : null}
        {calendarHref ? (
          <a className={calendarLink} href={calendarHref} type="text/calendar">
            {t('calendarPagesAddToCalendar')}
          </a>
        ) : null}
        <TagList tags={shownTags} label={t('listTags')} />
        {ticketVariants.length > 0 || ticketLink?.href ? (
          <div className={tickets}>
            {ticketVariants.length > 0 ? (
              <>
                <Heading level={2} size="small">
                  {t('calendarPagesTickets')}
                </Heading>
                <TicketVariantList items={ticketVariants} />
              </>
            ) : null}
            {ticketLink?.href ? (
              <ButtonLink link={ticketLink} variant="inverse">
                {ticketLink.label?.trim() || t('listBuyTicket')}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {image ? <ResponsiveImage image={image} priority sizes="(min-width: 1024px) 58vw, 100vw" /> : null}
    </HeroFrame>
  );
}
