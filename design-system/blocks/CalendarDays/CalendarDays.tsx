import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import {
  capitalize,
  dayOrPeriodOrNull,
  formatLongDate,
  formatShortDate,
  shortDateOrNull,
  timeRangeOrNull,
  type Weekday,
  weekdayName,
} from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { ChipLink } from '@design-system/primitives/ChipLink';
import { CompactRow } from '@design-system/primitives/CompactRow';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser';
import { Text } from '@design-system/primitives/Text';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import * as css from './CalendarDays.css';

/** One day of the calendar: its events in the order the runtime gave them, or a closed day with its reason. */
export interface CalendarDayModel {
  /** The day, `yyyy-MM-dd` (Copenhagen). */
  date: string;
  /** The museum is closed this day (a closed day shows no events, the spec). */
  closed?: boolean;
  /** Why, in the page's language ("Juleaften"). */
  closedReason?: string;
  /**
   * The day's events, as the runtime ordered them: period events before occurrence events and those by earliest
   * start; in the timeline layout a period event once with its start and end day.
   */
  events: TeaserModel[];
}

/**
 * An event listed once for the chosen range instead of once per day: a period event, or one that recurs (every
 * open day, or every open day of some weekdays) at the same times.
 */
export interface CalendarRecurringModel {
  event: TeaserModel;
  /** Every day of the range, the weekdays it keeps to, or null (no weekly pattern: its dates say when). */
  pattern: 'daily' | Weekday[] | null;
  /** The days of its pattern it skips, `yyyy-MM-dd` ("every Saturday except 26 Dec"). */
  except?: string[];
  /** Where it lies in the range, as fractions 0–1 of the range (the timeline's bar). */
  bar?: { start: number; end: number };
}

/** A link to a day or range of the calendar (a plain link with the chosen dates in its query). */
export interface CalendarNavigationModel {
  /** Today, `yyyy-MM-dd`. */
  today: string;
  /** The range shown, both days included. */
  range: { from: string; to: string };
  shortcuts: { kind: 'today' | 'tomorrow' | 'weekend'; href: string; current: boolean }[];
  steps: { kind: 'previousMonth' | 'previousWeek' | 'nextWeek' | 'nextMonth'; href: string }[];
  /** A strip of single days around the range. */
  strip: { date: string; href: string; current: boolean; today: boolean }[];
  /** The chosen dates lay outside what the calendar covers: what it covers (the site's horizon). */
  outOfWindow?: { from: string; to: string } | null;
}

/** The tags of the events in the range, as links that add or remove a filter. */
export interface CalendarFiltersModel {
  tags: { label: string; count: number; href: string; selected: boolean }[];
  /** Removes every filter; set when one is chosen. */
  clearHref?: string | null;
}

export interface CalendarDaysModel {
  /**
   * Daily: one chosen day (or range) as an agenda, times in a column on the left. Timeline: the window as a vertical
   * timeline, period events once as bars across the range.
   */
  layout: 'daily' | 'timeline';
  /** The block's heading (h2); "Kalender" when none is given. */
  title?: string;
  /** Events listed once for the whole range (before the days: period events first, the spec). */
  recurring?: CalendarRecurringModel[];
  days: CalendarDayModel[];
  navigation?: CalendarNavigationModel | null;
  filters?: CalendarFiltersModel | null;
  /** With nothing to show: the next day with events. */
  nextWithEvents?: { date: string; href: string } | null;
  /** The calendar as a file (.ics) to download. */
  feedHref?: string;
  /** The same calendar as a subscription address (`webcal:`), which calendar apps keep up to date. */
  subscribeHref?: string;
}

function safe<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null; // a bad date degrades its line, not the page
  }
}

function dayHeading(date: string, locale: string): string | null {
  return safe(() => capitalize(`${weekdayName(date, locale)} ${formatLongDate(date, locale)}`, locale));
}

/** A list in the locale's words: "tirsdag og torsdag", "Tuesday and Thursday". */
function listText(items: string[], locale: string): string {
  return safe(() => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)) ?? items.join(', ');
}

/** "Hver dag", "Hver tirsdag og torsdag", "Hver lørdag undtagen 26. dec. og 27. mar.". */
function patternText(entry: CalendarRecurringModel, locale: string, t: ReturnType<typeof useText>) {
  const { pattern } = entry;
  if (!pattern) return null;
  const rule =
    pattern === 'daily'
      ? t('calendarEveryDay')
      : fillText(t('calendarEveryWeekday'), {
          days: listText(
            pattern.map((day) => weekdayName(day, locale)),
            locale,
          ),
        });
  const except = (entry.except ?? []).map((date) => shortDateOrNull(date, locale)).filter((date) => date !== null);
  return except.length > 0 ? fillText(t('calendarPatternExcept'), { rule, dates: listText(except, locale) }) : rule;
}

/** The time column of an agenda row: "10.00 - 17.00", or the event's own words for when. */
function whenText(event: TeaserModel, locale: string): string | null {
  return timeRangeOrNull(event.time?.from, event.time?.to, locale) ?? (event.dateText?.trim() || null);
}

function AgendaRow({ event, lead, locale }: { event: TeaserModel; lead?: string | null; locale: string }) {
  const when = whenText(event, locale);
  // The time stands in the left column; the row keeps the rest (a period's dates, a cancelled event).
  const row: TeaserModel = { ...event, time: undefined, dateText: event.time ? event.dateText : undefined };
  const singleDay = !event.date?.to || event.date.to === event.date.from;
  return (
    <li className={css.agendaRow}>
      <p className={css.agendaTime}>
        {lead ? <span className={css.agendaLead}>{lead}</span> : null}
        {when ? <span>{when}</span> : null}
      </p>
      <CompactRow row={singleDay ? { ...row, date: undefined } : row} headingLevel={4} />
    </li>
  );
}

function ClosedNote({ reason }: { reason?: string }) {
  const t = useText();
  return (
    <Text tone="muted">
      {t('calendarClosedDay')}
      {reason ? ` – ${reason}` : null}
    </Text>
  );
}

function Navigation({ navigation }: { navigation: CalendarNavigationModel }) {
  const t = useText();
  const locale = useLocale();
  const shortcutLabel = { today: t('calendarToday'), tomorrow: t('calendarTomorrow'), weekend: t('calendarWeekend') };
  const stepLabel = {
    previousMonth: t('calendarPreviousMonth'),
    previousWeek: t('calendarPreviousWeek'),
    nextWeek: t('calendarNextWeek'),
    nextMonth: t('calendarNextMonth'),
  };
  const backward = navigation.steps.filter((step) => step.kind.startsWith('previous'));
  const forward = navigation.steps.filter((step) => step.kind.startsWith('next'));
  return (
    <nav className={css.navigation} aria-label={t('calendarChooseDate')}>
      <ul className={css.shortcuts}>
        {navigation.shortcuts.map((shortcut) => (
          <li key={shortcut.kind}>
            <a
              className={css.pill}
              href={shortcut.href}
              aria-current={shortcut.current ? 'date' : undefined}
              rel="nofollow"
            >
              {shortcutLabel[shortcut.kind]}
            </a>
          </li>
        ))}
      </ul>
      <ol className={css.strip}>
        {navigation.strip.map((day) => {
          const inRange = day.date >= navigation.range.from && day.date <= navigation.range.to;
          return (
            <li key={day.date}>
              <a
                className={css.stripDay}
                href={day.href}
                aria-current={day.current ? 'date' : undefined}
                data-in-range={inRange ? '' : undefined}
                data-today={day.today ? '' : undefined}
                rel="nofollow"
              >
                <span className={css.stripWeekday}>{safe(() => weekdayName(day.date, locale, 'short'))}</span>
                <span className={css.stripNumber}>{Number(day.date.slice(8, 10))}</span>
                <span className={css.stripMonth}>
                  {safe(() => formatShortDate(day.date, locale).replace(/^\d+\.?\s*/, ''))}
                </span>
                {day.today ? <VisuallyHidden>{`, ${t('calendarToday')}`}</VisuallyHidden> : null}
              </a>
            </li>
          );
        })}
      </ol>
      {navigation.steps.length > 0 ? (
        <ul className={css.steps}>
          {backward.map((step) => (
            <li key={step.kind}>
              <a className={css.step} href={step.href} rel="nofollow">
                <span aria-hidden="true">← </span>
                {stepLabel[step.kind]}
              </a>
            </li>
          ))}
          {forward.map((step, index) => (
            <li key={step.kind} className={index === 0 ? css.stepsForward : undefined}>
              <a className={css.step} href={step.href} rel="nofollow">
                {stepLabel[step.kind]}
                <span aria-hidden="true"> →</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function Filters({ filters }: { filters: CalendarFiltersModel }) {
  const t = useText();
  if (filters.tags.length === 0 && !filters.clearHref) return null;
  return (
    <nav className={css.filters} aria-label={t('calendarFilterByTag')}>
      <p className={css.filtersLabel} aria-hidden="true">
        {t('calendarFilterByTag')}
      </p>
      <ul className={css.chips}>
        {filters.tags.map((tag) => (
          <li key={tag.label}>
            <ChipLink href={tag.href} selected={tag.selected} rel="nofollow">
              {tag.selected ? <VisuallyHidden>{`${t('calendarRemoveFilter')}: `}</VisuallyHidden> : null}
              {tag.label}
              <span className={css.chipCount}>{` ${tag.count}`}</span>
              {tag.selected ? <span aria-hidden="true"> ×</span> : null}
            </ChipLink>
          </li>
        ))}
        {filters.clearHref ? (
          <li>
            <a className={css.clear} href={filters.clearHref} rel="nofollow">
              {t('calendarClearFilters')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The range shown, in words: "Søndag 22. november 2026" or "28. nov. - 29. nov. 2026". */
function rangeText(range: { from: string; to: string }, locale: string): string | null {
  if (range.from === range.to) return dayHeading(range.from, locale);
  return dayOrPeriodOrNull(range.from, range.to, locale);
}

/**
 * The calendar: date navigation (today, tomorrow, weekend, a strip of days, a week or month back and forward) and
 * tag filters as plain links, then the chosen day or range. Daily: an agenda with times in a left column. Timeline: a
 * vertical line through the days, period events once as bars across the range. Recurring events are listed once;
 * a closed day says so with its reason; an empty day or range says so and links the next day with events.
 */
export function CalendarDays({
  layout,
  title,
  days,
  recurring = [],
  navigation,
  filters,
  nextWithEvents,
  feedHref,
  subscribeHref,
}: CalendarDaysModel) {
  const t = useText();
  const locale = useLocale();
  const headingId = useId();
  const shownRecurring = recurring.filter((entry) => isShowableTeaser(entry.event));
  const shown = days
    .map((entry) => ({ entry, heading: dayHeading(entry.date, locale), events: entry.events.filter(isShowableTeaser) }))
    .filter(({ heading, entry, events }) => heading && (events.length > 0 || entry.closed));
  const range = navigation?.range;
  const singleDay = range ? range.from === range.to : false;
  const onlyClosed = shown.length > 0 && shown.every(({ entry }) => entry.closed);
  const nothing = shownRecurring.length === 0 && (shown.length === 0 || onlyClosed);
  const outOfWindow = navigation?.outOfWindow;

  const nextLink = nextWithEvents ? (
    <Text weight="bold">
      <a href={nextWithEvents.href} rel="nofollow">
        {fillText(t('calendarNextEvents'), { date: dayHeading(nextWithEvents.date, locale) ?? nextWithEvents.date })}
      </a>
    </Text>
  ) : null;

  const recurringLabel = (entry: CalendarRecurringModel) => patternText(entry, locale, t);

  return (
    <Container>
      <section className={css.section} aria-labelledby={headingId} data-layout={layout}>
        <div className={css.head}>
          <Heading level={2} id={headingId}>
            {title?.trim() || t('calendarPagesCalendar')}
          </Heading>
          {feedHref || subscribeHref ? (
            <p className={css.feedLinks}>
              {subscribeHref ? (
                <a className={css.feed} href={subscribeHref}>
                  {t('calendarPagesSubscribe')}
                </a>
              ) : null}
              {feedHref ? (
                <a className={css.feed} href={feedHref} type="text/calendar">
                  {t('calendarPagesDownloadCalendar')}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
        {navigation ? <Navigation navigation={navigation} /> : null}
        {filters ? <Filters filters={filters} /> : null}
        {range && (!singleDay || shown.length === 0) ? (
          <p className={css.rangeLabel}>
            <span className={css.rangeKicker}>{t('calendarShowing')}</span> {rangeText(range, locale)}
          </p>
        ) : null}
        {outOfWindow ? (
          <p className={css.notice}>
            {fillText(t('calendarOutOfWindow'), {
              from: safe(() => formatLongDate(outOfWindow.from, locale)) ?? outOfWindow.from,
              to: safe(() => formatLongDate(outOfWindow.to, locale)) ?? outOfWindow.to,
            })}
          </p>
        ) : null}
        {nothing && !onlyClosed ? (
          <div className={css.empty}>
            <p>{singleDay ? t('calendarNoEventsDay') : t('calendarNoEvents')}</p>
            {nextLink}
          </div>
        ) : null}
        {shownRecurring.length > 0 ? (
          <section
            className={layout === 'timeline' ? css.periods : css.ongoing}
            aria-labelledby={`${headingId}-ongoing`}
          >
            <Heading level={3} size="small" id={`${headingId}-ongoing`}>
              {t('calendarOngoing')}
            </Heading>
            {layout === 'timeline' ? (
              <ul className={css.periodList}>
                {shownRecurring.map((entry) => {
                  const label = recurringLabel(entry);
                  return (
                    <li key={entry.event.key} className={css.periodItem}>
                      <CompactRow row={entry.event} headingLevel={4} extraDetails={label ? [label] : []} />
                      {entry.bar ? (
                        <div className={css.track} aria-hidden="true">
                          <span
                            className={css.bar}
                            style={assignInlineVars({
                              [css.barStart]: `${Math.round(entry.bar.start * 1000) / 10}%`,
                              [css.barEnd]: `${Math.round((1 - entry.bar.end) * 1000) / 10}%`,
                            })}
                          />
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <ul className={css.agenda}>
                {shownRecurring.map((entry) => (
                  <AgendaRow key={entry.event.key} event={entry.event} lead={recurringLabel(entry)} locale={locale} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {shown.length > 0 ? (
          <ol className={layout === 'timeline' ? css.timeline : css.days}>
            {shown.map(({ entry, heading, events }) => (
              <li key={entry.date} className={layout === 'timeline' ? css.timelineDay : css.day}>
                <div className={layout === 'timeline' ? css.timelineDate : css.dayDate}>
                  <Heading level={3} size="small">
                    <time dateTime={entry.date}>{heading}</time>
                  </Heading>
                </div>
                {entry.closed ? (
                  <div>
                    <ClosedNote reason={entry.closedReason} />
                    {onlyClosed ? nextLink : null}
                  </div>
                ) : layout === 'timeline' ? (
                  <ul className={css.timelineEvents}>
                    {events.map((event) => (
                      <li key={event.key}>
                        <CompactRow row={event} headingLevel={4} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ul className={css.agenda}>
                    {events.map((event) => (
                      <AgendaRow key={event.key} event={event} locale={locale} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </Container>
  );
}
