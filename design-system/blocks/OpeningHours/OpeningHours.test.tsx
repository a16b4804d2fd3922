import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openingHoursFixtures as f } from '../../../fixtures/components/OpeningHours.fixtures';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { OpeningHours } from './OpeningHours';

describe('OpeningHours', () => {
  it('shows today, the week with equal days merged, and the special days with reasons', () => {
    const html = renderToStaticMarkup(<OpeningHours {...f.default} />);
    expect(html).toContain('Åbent i dag 10.00 - 17.00');
    expect(html).toMatch(/<dt>Mandag<\/dt><dd[^>]*>Lukket<\/dd>/);
    expect(html).toMatch(/<dt>Tirsdag - onsdag<\/dt><dd[^>]*>10.00 - 17.00<\/dd>/);
    expect(html).toMatch(/<dt>Fredag - søndag<\/dt>/);
    expect(html).toContain('Torsdag 24. december 2026'.replace('Torsdag', 'Torsdag'));
    expect(html).toContain('Juleaften');
    expect(html).toContain('18.00 - 23.59');
    expect(html).toContain('Kulturnatten');
  });

  it('says when the museum is closed today, with the reason', () => {
    expect(renderToStaticMarkup(<OpeningHours {...f.longText} />)).toContain('Lukket i dag (Museet holder lukket');
  });

  it('speaks the visitor language', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <OpeningHours {...f.minimal} />
      </LocaleProvider>,
    );
    expect(html).toMatch(/<h2[^>]*>Opening hours<\/h2>/);
    expect(html).toContain('Monday - Sunday');
    expect(html).toContain('10:00 - 17:00');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<OpeningHours {...f.empty} />)).toBe('');
  });
});
