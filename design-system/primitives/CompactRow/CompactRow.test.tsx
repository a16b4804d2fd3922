import { describe, expect, it } from 'vitest';
import {
  compactRowFixtures as f,
  compactRowListFixtures as lists,
} from '../../../fixtures/components/CompactRow.fixtures';
import { renderHtml } from '../../shell/renderForTest';
import { CompactRow, CompactRowList } from './CompactRow';

describe('CompactRow', () => {
  it('a thumbnail beside type label, title link (in the chosen heading level), short date range and description', () => {
    const html = renderHtml(<CompactRow {...f.default} />);
    expect(html).toMatch(/^<article/);
    expect(html).toContain('>Udstilling</span>');
    expect(html).toMatch(
      /<h2 [^>]*><a href="\/udstillinger\/solvognen"[^>]*>Solvognen – Bronzealderens gåde<\/a><\/h2>/,
    );
    expect(html).toContain('6. feb. - 30. aug.');
    expect(html).toContain('Kom tæt på et af Danmarks største oldtidsfund');
  });

  it('the thumbnail is a decorative, lazy, responsive image with explicit width and height, sized for the row', () => {
    const html = renderHtml(<CompactRow {...f.default} />);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('alt=""');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain('srcSet=');
    expect(img).toContain('sizes="(min-width: 768px) 11.25rem, 7.5rem"');
  });

  it('a podcast episode: season and episode as the prefix, a single day as a long date, then its duration', () => {
    const html = renderHtml(<CompactRow {...f.podcastEpisode} />);
    expect(html).toContain('<span>Sæson 2 · Episode 1</span>');
    expect(html).toContain('<time dateTime="2026-02-11">11. februar 2026</time> · 31 min.');
    expect(html).toMatch(/<h3 /);
  });

  it('a ticket type shows its prices on the date line', () => {
    expect(renderHtml(<CompactRow {...f.ticket} />)).toContain(
      'Voksne 120 kr. · Studerende 95 kr. · Under 18 år Gratis',
    );
  });

  it('without image, date, type or description: the title alone, the thumbnail’s place kept empty', () => {
    const html = renderHtml(<CompactRow {...f.minimal} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<time');
    expect(html).toMatch(/<div class="[^"]*media[^"]*"><\/div>/);
    expect(html).toContain('>Runesten fortæller</a>');
    expect(renderHtml(<CompactRow {...f.noImage} />)).not.toContain('<img');
    expect(renderHtml(<CompactRow {...f.noDate} />)).not.toMatch(/<time|feb\./);
  });

  it('without an image but with a date: the day as a tile in the thumbnail’s place, hidden from screen readers', () => {
    const html = renderHtml(<CompactRow {...f.noImage} />);
    expect(html).toMatch(/<span class="[^"]+" aria-hidden="true">\d+\. [a-zæøå]+\.?<\/span>/);
    expect(renderHtml(<CompactRow {...f.default} />)).not.toContain('aria-hidden="true">');
  });

  it('a cancelled event says so; a title without a link is text; an unreadable date is left out', () => {
    expect(renderHtml(<CompactRow row={{ ...f.noImage.row, cancelled: true }} headingLevel={2} />)).toContain('Aflyst');
    expect(renderHtml(<CompactRow {...f.withoutLink} />)).not.toContain('<a ');
    const broken = renderHtml(<CompactRow row={{ ...f.noImage.row, date: { from: '2026-02-30' } }} headingLevel={2} />);
    expect(broken).toContain('Rekordmange gæster');
    expect(broken).not.toContain('<time');
  });

  it('in English', () => {
    expect(renderHtml(<CompactRow {...f.podcastEpisode} />, 'en')).toContain('11 February 2026');
  });
});

describe('CompactRowList', () => {
  it('one list item per showable row, ordered or not, with its name', () => {
    const html = renderHtml(<CompactRowList {...lists.default} />);
    expect(html).toMatch(/^<ol [^>]*aria-label="Søgeresultater"/);
    expect(html.match(/<li /g)).toHaveLength(lists.default.rows.length);
    expect(renderHtml(<CompactRowList {...lists.longText} />)).toMatch(/^<ul /);
  });

  it('a focus target for a page that moves focus to it has tabindex -1; nothing renders without a row', () => {
    expect(renderHtml(<CompactRowList {...lists.minimal} id="results" focusTarget />)).toMatch(
      /^<ul [^>]*id="results" tabindex="-1"/,
    );
    expect(renderHtml(<CompactRowList {...lists.empty} />)).toBe('');
  });
});
