import { type IsoDate, type Weekday, weekdays } from '../domain/calendarDate';
import type { OpeningHours } from '../domain/openingHours';

type JsonLd = Record<string, unknown>;

const dayOfWeek = (day: Weekday) => `https://schema.org/${day[0]?.toUpperCase()}${day.slice(1)}`;

/**
 * A museum's opening hours as schema.org: the regular periods still running on `today` as
 * `openingHoursSpecification` (weekdays with the same hours together, valid from/through the period)
 * and the coming closed and extra open days as `specialOpeningHoursSpecification` (a closed day is
 * 00:00–00:00, schema.org's way of saying closed all day).
 */
export function openingHoursJsonLd(openingHours: OpeningHours | null, today: IsoDate): JsonLd {
  if (!openingHours) return {};
  const regular: JsonLd[] = [];
  for (const period of openingHours.periods ?? []) {
    if (period.period.to < today) continue;
    const byHours = new Map<string, Weekday[]>();
    for (const day of weekdays) {
      const hours = period[day];
      if (!hours?.from || !hours.to) continue;
      const key = `${hours.from}-${hours.to}`;
      byHours.set(key, [...(byHours.get(key) ?? []), day]);
    }
    for (const [key, days] of byHours) {
      const [opens, closes] = key.split('-');
      regular.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map(dayOfWeek),
        opens,
        closes,
        validFrom: period.period.from,
        validThrough: period.period.to,
      });
    }
  }
  const special: JsonLd[] = [
    ...(openingHours.closedDays ?? [])
      .filter((day) => day.date >= today)
      .map((day) => ({ date: day.date, opens: '00:00', closes: '00:00' })),
    ...(openingHours.openDays ?? [])
      .filter((day) => day.date >= today)
      .map((day) => ({ date: day.date, opens: day.hours.from, closes: day.hours.to })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      opens,
      closes,
      validFrom: date,
      validThrough: date,
    }));
  return {
    ...(regular.length > 0 ? { openingHoursSpecification: regular } : {}),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
