import { useId } from 'react';
import { capitalize, formatLongDate, weekdayName } from '../../format/dates';
import { useLocale, useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { isShowableTeaser, Teaser, type TeaserModel } from '../../primitives/Teaser';
import {
  closed as closedClass,
  day as dayClass,
  days as daysClass,
  empty,
  events as eventsClass,
  feed,
  feedLinks,
  section,
} from './CalendarDays.css';

/** One day of the calendar: its events in the order the runtime gave them, or a closed day with its reason. */
export interface CalendarDayModel {
  /** The day, `yyyy-MM-dd` (Copenhagen). */
  date: string;
  /** The museum is closed this day (a closed day shows no events, spec 4). */
  closed?: boolean;
  /** Why, in the page's language ("Juleaften"). */
  closedReason?: string;
  /**
   * The day's events, as the runtime ordered them: daily layout, period events before occurrence events and those by
   * earliest start; timeline layout, a period event once with its start and end day, then the day's occurrences.
   */
  events: TeaserModel[];
}

export interface CalendarDaysModel {
  /** Daily: day by day. Timeline: period events once, from their first day. */
  layout: 'daily' | 'timeline';
  /** The block's heading (h2); "Kalender" when none is given. */
  title?: string;
  days: CalendarDayModel[];
  /** The calendar as a file (.ics) to download. */
  feedHref?: string;
  /** The same calendar as a subscription address (`webcal:`), which calendar apps keep up to date. */
  subscribeHref?: string;
}

function dayHeading(date: string, locale: string): string | null {
  try {
    return capitalize(`${weekdayName(date, locale)} ${formatLongDate(date, locale)}`, locale);
  } catch {
    return null; // a bad date degrades the day, not the page
  }
}

/**
 * The calendar: each day (h3) with its events as teasers (h4), closed days with their reason. With no day to show it
 * says there are no events in the period.
 */
export function CalendarDays({ layout, title, days, feedHref, subscribeHref }: CalendarDaysModel) {
  const t = useText();
  const locale = useLocale();
  const headingId = useId();
  const shown = days
    .map((entry) => ({ entry, heading: dayHeading(entry.date, locale), events: entry.events.filter(isShowableTeaser) }))
    .filter(({ heading, entry, events }) => heading && (events.length > 0 || entry.closed));
  return (
    <Container>
      <section className={section} aria-labelledby={headingId} data-layout={layout}>
        <Heading level={2} id={headingId}>
          {title?.trim() || t('calendarPagesCalendar')}
        </Heading>
        {feedHref || subscribeHref ? (
          <p className={feedLinks}>
            {subscribeHref ? (
              <a className={feed} href={subscribeHref}>
                {t('calendarPagesSubscribe')}
              </a>
            ) : null}
            {feedHref ? (
              <a className={feed} href={feedHref} type="text/calendar">
                {t('calendarPagesDownloadCalendar')}
              </a>
            ) : null}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <p className={empty}>{t('calendarNoEvents')}</p>
        ) : (
          <ol className={daysClass}>
            {shown.map(({ entry, heading, events }) => (
              <li key={entry.date} className={dayClass}>
                <Heading level={3} size="small">
                  <time dateTime={entry.date}>{heading}</time>
                </Heading>
                {entry.closed ? (
                  <p className={closedClass}>
                    {t('calendarClosedDay')}
                    {entry.closedReason ? ` – ${entry.closedReason}` : null}
                  </p>
                ) : (
                  <ul className={eventsClass}>
                    {events.map((event) => (
                      <li key={event.key}>
                        <Teaser teaser={event} headingLevel={4} size="small" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Container>
  );
}
