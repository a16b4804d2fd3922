import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../domain/openingHours';
import { openingHoursJsonLd } from './openingHoursJsonLd';

const hours: OpeningHours = {
  periods: [
    {
      period: { from: '2026-01-01', to: '2026-12-31' },
      monday: null,
      tuesday: { from: '10:00', to: '17:00' },
      wednesday: { from: '10:00', to: '17:00' },
      thursday: { from: '10:00', to: '20:00' },
      friday: { from: '10:00', to: '17:00' },
      saturday: { from: '10:00', to: '17:00' },
      sunday: { from: '10:00', to: '17:00' },
    },
    { period: { from: '2025-01-01', to: '2025-12-31' }, monday: { from: '09:00', to: '15:00' } },
  ],
  closedDays: [
    { date: '2026-12-24', reason: { da: 'Juleaften' } },
    { date: '2026-11-01', reason: { da: 'Ombygning' } },
  ],
  openDays: [{ date: '2026-12-28', hours: { from: '11:00', to: '16:00' } }],
};

describe('Museum JSON-LD "with address and opening hours, special opening hours for closed and extra open days"', () => {
  const jsonLd = openingHoursJsonLd(hours, '2026-11-22');

  it('regular hours: weekdays with the same hours together, valid through the period; ended periods left out', () => {
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
        ],
        opens: '10:00',
        closes: '17:00',
        validFrom: '2026-01-01',
        validThrough: '2026-12-31',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Thursday'],
        opens: '10:00',
        closes: '20:00',
        validFrom: '2026-01-01',
        validThrough: '2026-12-31',
      },
    ]);
  });

  it('special hours from today on, by date: a closed day is 00:00-00:00, an extra open day its hours', () => {
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '11:00',
        closes: '16:00',
        validFrom: '2026-12-28',
        validThrough: '2026-12-28',
      },
    ]);
  });

  it('no opening hours: nothing added', () => {
    expect(openingHoursJsonLd(null, '2026-11-22')).toEqual({});
  });
});
