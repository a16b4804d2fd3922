import { z } from 'zod';
import type { CalendarDay, CalendarEvent, CalendarLayout } from './calendar';
import { compareDayEvents } from './calendar';
import {
  addDaysTo,
  addMonthsTo,
  type DateRange,
  eachDay,
  epochDayOf,
  type IsoDate,
  isIsoDate,
  type Weekday,
  weekdayOf,
  weekdays,
} from './calendarDate';
import type { EventInput, EventTime } from './events';

/**
 * What a visitor chose on the calendar page, from the URL (read on the server, so plain links and GET forms work
 * without JavaScript): the range's first and last day and tag filters. The same names in every language:
 *
 * - `fra=yyyy-MM-dd`: the first day shown (default today);
 * - `til=yyyy-MM-dd`: the last day shown (default: the first day in the daily layout, the window's end in the
 *   timeline layout);
 * - `emne=<tag>`: a tag filter, repeatable (an event shows when it has any of them), compared without case.
 *
 * Values that cannot be read are ignored (the calendar falls back to today), never an error. `date` is not used:
 * it belongs to preview (runtime/preview/previewDate.ts).
 */
export const CALENDAR_FROM_PARAM = 'fra';
export const CALENDAR_TO_PARAM = 'til';
export const CALENDAR_TAG_PARAM = 'emne';
export const CALENDAR_QUERY_PARAMETERS = [CALENDAR_FROM_PARAM, CALENDAR_TO_PARAM, CALENDAR_TAG_PARAM] as const;

/** At most this many tag filters are read (more are ignored). */
export const MAX_CALENDAR_TAGS = 5;
const MAX_TAG_LENGTH = 60;

export interface CalendarQuery {
  from: IsoDate | null;
  to: IsoDate | null;
  /** Canonical tags: trimmed, single-spaced, lower case, unique, sorted. */
  tags: string[];
}

const isoDateParam = z
  .string()
  .trim()
  .refine((value) => isIsoDate(value))
  .nullable()
  .catch(null);
const tagParam = z
  .string()
  .transform((value) => canonicalTag(value))
  .pipe(z.string().min(1).max(MAX_TAG_LENGTH));

/** A tag as compared and written in URLs: trimmed, single-spaced, lower case. */
export function canonicalTag(label: string): string {
  return label.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('da');
}

type Params = URLSearchParams | Record<string, string | readonly string[] | undefined | null>;

function all(params: Params, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** The visitor's choice from query parameters (a URLSearchParams or Vike's `searchAll`); unreadable values ignored. */
export function parseCalendarQuery(params: Params): CalendarQuery {
  const from = isoDateParam.parse(all(params, CALENDAR_FROM_PARAM)[0] ?? null);
  const to = isoDateParam.parse(all(params, CALENDAR_TO_PARAM)[0] ?? null);
  const tags = new Set<string>();
  for (const raw of all(params, CALENDAR_TAG_PARAM)) {
    const parsed = tagParam.safeParse(raw);
    if (parsed.success) tags.add(parsed.data);
  }
  return { from, to: to && from && to === from ? null : to, tags: [...tags].sort().slice(0, MAX_CALENDAR_TAGS) };
}

/** The query as canonical URL parameters (sorted by name, tags sorted); '' when nothing is chosen. */
export function calendarSearch(query: CalendarQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.append(CALENDAR_FROM_PARAM, query.from);
  for (const tag of [...query.tags].sort()) params.append(CALENDAR_TAG_PARAM, tag);
  if (query.to && query.to !== query.from) params.append(CALENDAR_TO_PARAM, query.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ResolvedRange {
  range: DateRange;
  /** The chosen dates lay (partly) outside the window and were moved into it. */
  clamped: boolean;
}

export const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
export const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/** The default range of a layout: today in the daily layout, the whole window in the timeline layout. */
export function defaultRange(window: DateRange, layout: CalendarLayout): DateRange {
  return layout === 'timeline' ? window : { from: window.from, to: window.from };
}

/**
 * The range shown: the chosen days, or the layout's default, always inside the window (the spec, "Calendar window",
 * the spec horizons). A `til` before `fra` shows the one day `fra`.
 */
export function resolveCalendarRange(query: CalendarQuery, window: DateRange, layout: CalendarLayout): ResolvedRange {
  if (window.to < window.from) return { range: window, clamped: false };
  const fallback = defaultRange(window, layout);
  const wantedFrom = query.from ?? fallback.from;
  let wantedTo = query.to ?? (query.from ? (layout === 'timeline' ? window.to : wantedFrom) : fallback.to);
  if (wantedTo < wantedFrom) wantedTo = wantedFrom;
  const from = minDate(maxDate(wantedFrom, window.from), window.to);
  const to = minDate(maxDate(wantedTo, from), window.to);
  return { range: { from, to }, clamped: from !== wantedFrom || to !== wantedTo };
}

/** How many days a range has (1 for a single day). */
export function rangeLength(range: DateRange): number {
  return epochDayOf(range.to) - epochDayOf(range.from) + 1;
}

/** Weekend: the coming Saturday and Sunday (on a Saturday, this weekend; on a Sunday, the next one). */
export function comingWeekend(today: IsoDate): DateRange {
  const index = weekdays.indexOf(weekdayOf(today)); // Monday 0 … Sunday 6
  const saturday = addDaysTo(today, index === 6 ? 6 : 5 - index);
  return { from: saturday, to: addDaysTo(saturday, 1) };
}

export type ShortcutKind = 'today' | 'tomorrow' | 'weekend';
export type StepKind = 'previousMonth' | 'previousWeek' | 'nextWeek' | 'nextMonth';

export interface CalendarNavigation {
  shortcuts: { kind: ShortcutKind; range: DateRange; current: boolean }[];
  steps: { kind: StepKind; range: DateRange }[];
  /** The strip of days around the chosen range (two weeks), each a single day. */
  strip: { date: IsoDate; current: boolean; today: boolean }[];
}

const STRIP_DAYS = 14;

/**
 * The date navigation: today, tomorrow and the weekend; a week or a month back or forward (the chosen range moved,
 * its length kept); a two-week strip of days. Only what lies inside the window (the site's horizon) is offered.
 */
export function calendarNavigation(range: DateRange, window: DateRange): CalendarNavigation {
  if (window.to < window.from) return { shortcuts: [], steps: [], strip: [] };
  const today = window.from;
  const inside = (candidate: DateRange): DateRange | null =>
    candidate.from >= window.from && candidate.from <= window.to
      ? { from: candidate.from, to: minDate(candidate.to, window.to) }
      : null;
  const same = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;
  const shortcuts: CalendarNavigation['shortcuts'] = [];
  const candidates: [ShortcutKind, DateRange][] = [
    ['today', { from: today, to: today }],
    ['tomorrow', { from: addDaysTo(today, 1), to: addDaysTo(today, 1) }],
    ['weekend', comingWeekend(today)],
  ];
  for (const [kind, candidate] of candidates) {
    const offered = inside(candidate);
    if (offered) shortcuts.push({ kind, range: offered, current: same(offered, range) });
  }
  const length = rangeLength(range) - 1;
  const moved = (from: IsoDate): DateRange => ({ from, to: addDaysTo(from, length) });
  const steps: CalendarNavigation['steps'] = [];
  const stepCandidates: [StepKind, DateRange][] = [
    ['previousMonth', moved(addMonthsTo(range.from, -1))],
    ['previousWeek', moved(addDaysTo(range.from, -7))],
    ['nextWeek', moved(addDaysTo(range.from, 7))],
    ['nextMonth', moved(addMonthsTo(range.from, 1))],
  ];
  for (const [kind, candidate] of stepCandidates) {
    const offered = inside(candidate);
    if (offered) steps.push({ kind, range: offered });
  }
  const windowDays = rangeLength(window);
  const stripLength = Math.min(STRIP_DAYS, windowDays);
  let start = maxDate(addDaysTo(range.from, -3), window.from);
  if (epochDayOf(window.to) - epochDayOf(start) + 1 < stripLength) start = addDaysTo(window.to, 1 - stripLength);
  const single = range.from === range.to;
  const strip = eachDay(start, addDaysTo(start, stripLength - 1)).map((date) => ({
    date,
    current: single && date === range.from,
    today: date === today,
  }));
  return { shortcuts, steps, strip };
}

/** A tag of the events in the range: its label (first spelling met), canonical value and how many events have it. */
export interface TagFacet {
  label: string;
  value: string;
  count: number;
}

/**
 * The tags of the events shown in the range, merged by canonical label, each counted once per event; most used
 * first, then alphabetically.
 */
export function tagFacets<E extends EventInput>(
  events: Iterable<CalendarEvent<E>>,
  tagsOf: (event: E) => readonly string[] | null | undefined,
): TagFacet[] {
  const facets = new Map<string, { label: string; events: Set<string> }>();
  for (const entry of events) {
    for (const label of tagsOf(entry.event) ?? []) {
      const value = canonicalTag(label);
      if (!value) continue;
      let facet = facets.get(value);
      if (!facet) {
        facet = { label: label.trim().replace(/\s+/g, ' '), events: new Set() };
        facets.set(value, facet);
      }
      facet.events.add(entry.event._id);
    }
  }
  return [...facets]
    .map(([value, facet]) => ({ label: facet.label, value, count: facet.events.size }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'da'));
}

/** Whether an event has any of the chosen tags (no tags chosen: every event). */
export function matchesTags<E extends EventInput>(
  event: E,
  chosen: readonly string[],
  tagsOf: (event: E) => readonly string[] | null | undefined,
): boolean {
  if (chosen.length === 0) return true;
  return (tagsOf(event) ?? []).some((label) => chosen.includes(canonicalTag(label)));
}

/** An event shown once for the range instead of once per day. */
export interface RecurringEntry<E extends EventInput = EventInput> {
  /** The event's first day in the range, as the day list had it (kind, period, times, earliest start). */
  entry: CalendarEvent<E>;
  /** Every open day of the range ('daily'), the weekdays it keeps to, or null when it keeps no weekly pattern. */
  pattern: 'daily' | Weekday[] | null;
  /** The open days of its pattern it skips (a cancelled tour): "every Saturday except 26 December". */
  except: IsoDate[];
  /** Its times, when they are the same every day it happens; null when they vary. */
  times: EventTime[] | null;
  /** The first and last day it happens in the range. */
  first: IsoDate;
  last: IsoDate;
}

function timesSignature(times: readonly EventTime[]): string {
  return times
    .map((time) =>
      time.type === 'timeslot'
        ? `${time.from}-${time.to}`
        : time.timeframes.map((frame) => `${frame.label ?? ''}|${frame.from ?? ''}-${frame.to ?? ''}`).join(','),
    )
    .join(';');
}

/** At most this many skipped days are said as exceptions ("every Saturday except …"); more, and there is no pattern. */
export const MAX_PATTERN_EXCEPTIONS = 3;

/** A weekly rule: every open day ('daily') or every open day of some weekdays, except a few of them. */
export interface WeeklyRule {
  pattern: 'daily' | Weekday[];
  except: IsoDate[];
}

/**
 * The weekly rule of the days an event happens on, among the open days of its span (its first to its last day):
 * 'daily' when it happens on every one of them (at least two), the weekdays when it happens on every open day of
 * those weekdays and on one of them at least twice, otherwise null. Up to MAX_PATTERN_EXCEPTIONS open days of the
 * pattern may be skipped (a cancelled tour), as long as it happens at least three times for each day it skips; they
 * are the rule's exceptions.
 */
export function weeklyRule(happens: readonly IsoDate[], openDays: readonly IsoDate[]): WeeklyRule | null {
  if (happens.length < 2) return null;
  const on = new Set(happens);
  const acceptable = (missing: IsoDate[]) => missing.length <= MAX_PATTERN_EXCEPTIONS && missing.length * 3 <= on.size;
  const missingDaily = openDays.filter((day) => !on.has(day));
  if (acceptable(missingDaily)) return { pattern: 'daily', except: missingDaily };
  const kept = new Set(happens.map((day) => weekdayOf(day)));
  const counts = new Map<Weekday, number>();
  for (const day of on) counts.set(weekdayOf(day), (counts.get(weekdayOf(day)) ?? 0) + 1);
  if (Math.max(...counts.values()) < 2) return null;
  const missing = openDays.filter((day) => kept.has(weekdayOf(day)) && !on.has(day));
  if (!acceptable(missing)) return null;
  return { pattern: weekdays.filter((weekday) => kept.has(weekday)), except: missing };
}

/** The weekly pattern, when the event keeps it without exception (weeklyRule); otherwise null. */
export function weeklyPattern(happens: readonly IsoDate[], openDays: readonly IsoDate[]): 'daily' | Weekday[] | null {
  const rule = weeklyRule(happens, openDays);
  return rule && rule.except.length === 0 ? rule.pattern : null;
}

/**
 * Recurring events collapsed: over a range of two or more open days, a period event, and an occurrence event that
 * keeps a weekly rule (weeklyRule: every open day from its first to its last day in the range, or every open day of
 * the weekdays it keeps to, but for a few exceptions) at the same times, are listed once with their pattern and
 * exceptions instead of once per day; an event whose rows fall in seasons more than SEASON_GAP_DAYS apart is listed
 * once per season that keeps such a rule.
 * What is left stays day by day. Recurring
 * entries keep the day list's order: period events first, occurrence events by earliest start. Closed days
 * stay as they are (they show no events).
 */
export function collapseRecurring<E extends EventInput>(
  days: readonly CalendarDay<E>[],
): { recurring: RecurringEntry<E>[]; days: CalendarDay<E>[] } {
  const openDays = days.filter((day) => day.status === null || day.status.open);
  if (openDays.length < 2) return { recurring: [], days: [...days] };
  const byEvent = new Map<string, { entries: CalendarEvent<E>[]; signatures: Set<string> }>();
  for (const day of openDays) {
    for (const entry of day.events) {
      let seen = byEvent.get(entry.event._id);
      if (!seen) {
        seen = { entries: [], signatures: new Set() };
        byEvent.set(entry.event._id, seen);
      }
      seen.entries.push(entry);
      seen.signatures.add(timesSignature(entry.times));
    }
  }
  const recurring: RecurringEntry<E>[] = [];
  /** The rows listed once instead: `id|date`. */
  const collapsed = new Set<string>();
  const collapse = (run: CalendarEvent<E>[], rule: WeeklyRule | null, sameTimes: boolean) => {
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) return;
    for (const entry of run) collapsed.add(`${entry.event._id}|${entry.date}`);
    recurring.push({
      entry: first,
      pattern: rule?.pattern ?? null,
      except: rule?.except ?? [],
      times: sameTimes ? first.times : null,
      first: first.date,
      last: last.date,
    });
  };
  const ruleOf = (run: CalendarEvent<E>[]) => {
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last || run.length < 2) return null;
    return weeklyRule(
      run.map((entry) => entry.date),
      openDays.filter((day) => day.date >= first.date && day.date <= last.date).map((day) => day.date),
    );
  };
  for (const { entries, signatures } of byEvent.values()) {
    const first = entries[0];
    if (!first) continue;
    const sameTimes = signatures.size === 1;
    if (first.kind === 'period') {
      collapse(entries, ruleOf(entries), sameTimes);
      continue;
    }
    if (!sameTimes) continue;
    const rule = ruleOf(entries);
    if (rule) {
      collapse(entries, rule, true);
      continue;
    }
    // Seasons apart (spring and autumn Sundays): each season that keeps a weekly rule is listed once.
    for (const season of seasonsOf(entries)) {
      const seasonRule = ruleOf(season);
      if (seasonRule) collapse(season, seasonRule, true);
    }
  }
  recurring.sort((a, b) => compareDayEvents(a.entry, b.entry) || a.first.localeCompare(b.first));
  return {
    recurring,
    days: days.map((day) =>
      collapsed.size === 0
        ? day
        : { ...day, events: day.events.filter((entry) => !collapsed.has(`${entry.event._id}|${day.date}`)) },
    ),
  };
}

/** Days apart at which an event's occurrences are two seasons, not one with gaps. */
export const SEASON_GAP_DAYS = 28;

/** An event's rows split where more than SEASON_GAP_DAYS pass between two of them. */
function seasonsOf<T extends { date: IsoDate }>(entries: readonly T[]): T[][] {
  const seasons: T[][] = [];
  let previous: IsoDate | null = null;
  for (const entry of entries) {
    if (previous === null || epochDayOf(entry.date) - epochDayOf(previous) > SEASON_GAP_DAYS) seasons.push([]);
    seasons[seasons.length - 1]?.push(entry);
    previous = entry.date;
  }
  return seasons;
}

/** The days of a range from a day list of a larger window (the window's days in order). */
export function daysInRange<D extends { date: IsoDate }>(days: readonly D[], range: DateRange): D[] {
  return days.filter((day) => day.date >= range.from && day.date <= range.to);
}

/** The first day after the range, inside the list, that has events; null when there is none. */
export function nextDayWithEvents<D extends { date: IsoDate; events: readonly unknown[] }>(
  days: readonly D[],
  after: IsoDate,
): IsoDate | null {
  return days.find((day) => day.date > after && day.events.length > 0)?.date ?? null;
}
