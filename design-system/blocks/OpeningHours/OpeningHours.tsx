import { capitalize, formatLongDate, formatTimeRange, weekdayName } from '@design-system/format/dates';
import {
  type DayHours,
  formatHours,
  formatOpeningHoursToday,
  formatOpeningHoursWeek,
  type WeekdayHours,
} from '@design-system/format/openingHours';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { hours as hoursClass, line, lines, reason as reasonClass, today as todayClass } from './OpeningHours.css';

/** A day that differs from the week: closed (a holiday) or open beyond the usual hours. */
export interface OpeningHoursExceptionModel {
  /** The day, `yyyy-MM-dd`. */
  date: string;
  kind: 'closed' | 'open';
  /** The hours of an extra open day (`HH:mm`). */
  hours?: { from: string; to: string };
  /** Why, in the page's language, e.g. "Juleaften" or "Kulturnatten". */
  reason?: string;
}

export interface OpeningHoursModel {
  /** The block's heading (h2); "Åbningstider" when the editor gave none. */
  title?: string;
  /** The regular week, Monday first; a null hours is closed. */
  week: WeekdayHours[];
  /** Today's status, computed by the runtime (exception beats period); left out to show none. */
  today?: { hours: DayHours; reason?: string };
  /** Closed and extra open days, in date order. */
  exceptions: OpeningHoursExceptionModel[];
}

function exceptionHours(exception: OpeningHoursExceptionModel, locale: string): string | null {
  try {
    if (exception.kind === 'closed') return formatHours(null, locale);
    return exception.hours ? formatTimeRange(exception.hours.from, exception.hours.to, locale) : null;
  } catch {
    return null;
  }
}

function exceptionDay(date: string, locale: string): string | null {
  try {
    return capitalize(`${weekdayName(date, locale)} ${formatLongDate(date, locale)}`, locale);
  } catch {
    return null;
  }
}

/**
 * Opening hours: today's status, the week with days of the same hours merged ("Mandag - fredag
 * 10.00 - 17.00"), and the closed and extra open days with their reasons. Nothing without hours.
 */
export function OpeningHours({ title, week, today, exceptions }: OpeningHoursModel) {
  const locale = useLocale();
  const t = useText();
  const weekLines = week.length > 0 ? formatOpeningHoursWeek(week, locale) : [];
  const specialDays = exceptions
    .map((exception) => ({
      exception,
      day: exceptionDay(exception.date, locale),
      hours: exceptionHours(exception, locale),
    }))
    .filter((entry): entry is typeof entry & { day: string; hours: string } => Boolean(entry.day && entry.hours));
  if (weekLines.length === 0 && specialDays.length === 0) return null;

  return (
    <Container>
      <Stack as="section" gap="md" paddingBlock="xl">
        <Heading level={2}>{title?.trim() || t('listOpeningHoursHeading')}</Heading>
        {today ? (
          <p className={todayClass}>
            {formatOpeningHoursToday(today.hours, locale)}
            {today.reason ? ` (${today.reason})` : null}
          </p>
        ) : null}
        {weekLines.length > 0 ? (
          <dl className={lines}>
            {weekLines.map((entry) => (
              <div key={entry.firstDay} className={line}>
                <dt>{entry.days}</dt>
                <dd className={hoursClass}>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {specialDays.length > 0 ? (
          <>
            <Heading level={3} size="small">
              {t('listSpecialDaysHeading')}
            </Heading>
            <dl className={lines}>
              {specialDays.map(({ exception, day, hours }) => (
                <div key={`${exception.date}-${exception.kind}`} className={line}>
                  <dt>
                    <time dateTime={exception.date}>{day}</time>
                  </dt>
                  <dd className={hoursClass}>{hours}</dd>
                  {exception.reason ? <dd className={reasonClass}>{exception.reason}</dd> : null}
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
