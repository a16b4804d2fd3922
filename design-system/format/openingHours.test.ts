import { describe, expect, it } from 'vitest';
import { weekdays } from './dates';
import {
  formatHours,
  formatOpeningHoursLine,
  formatOpeningHoursToday,
  formatOpeningHoursWeek,
  type WeekdayHours,
} from './openingHours';

const ten = { from: '10:00', to: '17:00' };
const late = { from: '10:00', to: '20:00' };

function week(hours: Array<WeekdayHours['hours']>): WeekdayHours[] {
  return weekdays.map((weekday, index) => ({ weekday, hours: hours[index] ?? null }));
}

describe('opening hours display: "Opening hours display as from - to"', () => {
  it('shows hours as from - to in each locale', () => {
    expect(formatHours(ten, 'da')).toBe('10.00 - 17.00');
    expect(formatHours(ten, 'en')).toBe('10:00 - 17:00');
    expect(formatHours(null, 'da')).toBe('Lukket');
    expect(formatHours(null, 'de')).toBe('Geschlossen');
  });

  it("shows today's hours for the shell", () => {
    expect(formatOpeningHoursToday(ten, 'da')).toBe('Åbent i dag 10.00 - 17.00');
    expect(formatOpeningHoursToday(ten, 'en')).toBe('Open today 10:00 - 17:00');
    expect(formatOpeningHoursToday(null, 'da')).toBe('Lukket i dag');
    expect(formatOpeningHoursToday(null, 'sv')).toBe('Stängt idag');
  });
});

describe('opening hours display: "consecutive days with the same hours are merged into ranges"', () => {
  it('merges Monday to Friday and the weekend', () => {
    const lines = formatOpeningHoursWeek(week([ten, ten, ten, ten, ten, null, null]), 'da');
    expect(lines.map(formatOpeningHoursLine)).toEqual(['Mandag - fredag 10.00 - 17.00', 'Lørdag - søndag Lukket']);
    expect(lines[0]).toMatchObject({ firstDay: 'monday', lastDay: 'friday', open: true });
  });

  it('keeps a single day on its own, and does not merge equal hours that are not consecutive', () => {
    const lines = formatOpeningHoursWeek(week([null, ten, ten, late, ten, ten, ten]), 'da');
    expect(lines.map(formatOpeningHoursLine)).toEqual([
      'Mandag Lukket',
      'Tirsdag - onsdag 10.00 - 17.00',
      'Torsdag 10.00 - 20.00',
      'Fredag - søndag 10.00 - 17.00',
    ]);
  });

  it('one line for a week of equal hours', () => {
    expect(formatOpeningHoursWeek(week(Array(7).fill(ten)), 'en').map(formatOpeningHoursLine)).toEqual([
      'Monday - Sunday 10:00 - 17:00',
    ]);
  });

  it('weekday names in four languages, the first letter capitalised', () => {
    const hours = week([null, ten, ten, ten, ten, ten, ten]);
    expect(formatOpeningHoursWeek(hours, 'de').map(formatOpeningHoursLine)).toEqual([
      'Montag Geschlossen',
      'Dienstag - Sonntag 10:00 - 17:00',
    ]);
    expect(formatOpeningHoursWeek(hours, 'sv').map(formatOpeningHoursLine)).toEqual([
      'Måndag Stängt',
      'Tisdag - söndag 10:00 - 17:00',
    ]);
  });

  it('an empty week gives no lines', () => {
    expect(formatOpeningHoursWeek([], 'da')).toEqual([]);
  });
});
