import { addDaysTo, type IsoDate, weekdays } from '@runtime/domain/calendarDate';
import type { EventInput, Occurrence } from '@runtime/domain/events';
import type { OpeningHours } from '@runtime/domain/openingHours';

/**
 * A deterministic year of events for the calendar benchmark ("building a one-year calendar for 500 events
 * of mixed formats"): period events (every day, or some weekdays), weekly occurrence patterns with timeslots and
 * freeform timeframes, cancellations; and a museum closed on Mondays with holidays and extra open days.
 */
export function benchEvents(count: number, today: IsoDate): EventInput[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const events: EventInput[] = [];
  for (let index = 0; index < count; index++) {
    const from = addDaysTo(today, Math.floor(random() * 300) - 30);
    const to = addDaysTo(from, 31 + Math.floor(random() * 120));
    const start = 9 + Math.floor(random() * 8);
    const flags = Object.fromEntries(weekdays.map((weekday) => [weekday, random() < 0.4]));
    const timeslot: Occurrence = { type: 'timeslot', hours: { from: hour(start), to: hour(start + 2) } };
    const freeform: Occurrence = {
      type: 'freeform',
      timeframes: [{ label: 'Hele dagen' }, { label: 'Aften', from: hour(start), to: hour(start + 1) }],
    };
    const cancellations = Array.from({ length: Math.floor(random() * 4) }, () =>
      addDaysTo(from, Math.floor(random() * 60)),
    );
    if (index % 2 === 0) {
      events.push({
        _id: `bench-period-${index}`,
        site: 'krigsmuseet',
        eventFormat: 'period',
        period: { from, to },
        periodOccurrences: [index % 4 === 0 ? { ...timeslot, ...flags } : timeslot],
        cancellations,
      });
    } else {
      const middle = addDaysTo(from, 30);
      events.push({
        _id: `bench-occurrences-${index}`,
        site: 'krigsmuseet',
        eventFormat: 'occurrences',
        occurrences: [
          { ...(index % 3 === 0 ? freeform : timeslot), ...flags, period: { from, to: middle } },
          { ...timeslot, ...flags, saturday: true, period: { from: middle, to } },
        ],
        cancellations,
      });
    }
  }
  return events;
}

/** Closed on Mondays, a summer period, holidays closed and a few extra open days. */
export function benchOpeningHours(today: IsoDate): OpeningHours {
  const year = Number(today.slice(0, 4));
  const week = { from: '10:00', to: '17:00' };
  const allWeek = { tuesday: week, wednesday: week, thursday: week, friday: week, saturday: week, sunday: week };
  return {
    periods: [
      { period: { from: `${year}-01-01`, to: `${year + 2}-12-31` }, monday: null, ...allWeek },
      { period: { from: `${year + 1}-06-15`, to: `${year + 1}-08-15` }, monday: week, ...allWeek },
    ],
    closedDays: [
      { date: `${year}-12-24`, reason: { da: 'Juleaften' } },
      { date: `${year}-12-25`, reason: { da: 'Juledag' } },
      { date: `${year}-12-31`, reason: { da: 'Nytårsaftensdag' } },
      { date: `${year + 1}-01-01`, reason: { da: 'Nytårsdag' } },
    ],
    openDays: [
      { date: `${year + 1}-04-05`, hours: { from: '10:00', to: '16:00' } },
      { date: `${year + 1}-05-24`, hours: { from: '10:00', to: '16:00' } },
    ],
  };
}
