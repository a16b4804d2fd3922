import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarTeaserFixtures as f } from '../../../fixtures/components/CalendarTeaser.fixtures';
import { CalendarTeaser } from './CalendarTeaser';

describe('CalendarTeaser', () => {
  it('groups today and tomorrow (h3) with their events (h4)', () => {
    const html = renderToStaticMarkup(<CalendarTeaser {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Det sker på Frilandsmuseet<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>I dag<span[^>]*> · <time dateTime="2026-11-22">22. november 2026<\/time>/);
    expect(html).toMatch(/<h3[^>]*>I morgen/);
    expect(html.match(/<h4/g)).toHaveLength(3);
    expect(html).toContain('href="/frilandsmuseet/kalender"');
  });

  it('hides an empty group', () => {
    const onlyToday = renderToStaticMarkup(<CalendarTeaser {...f.onlyToday} />);
    expect(onlyToday).toContain('I dag');
    expect(onlyToday).not.toContain('I morgen');
    const onlyTomorrow = renderToStaticMarkup(<CalendarTeaser {...f.minimal} />);
    expect(onlyTomorrow).not.toMatch(/>I dag</);
    expect(onlyTomorrow).toContain('I morgen');
  });

  it('renders nothing when both groups are empty', () => {
    expect(renderToStaticMarkup(<CalendarTeaser {...f.empty} />)).toBe('');
  });
});
