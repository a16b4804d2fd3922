import { describe, expect, it } from 'vitest';
import { allLogos } from '../../../fixtures/components/Logo.fixtures';
import { renderHtml } from '../renderForTest';
import { Logo, logoMarks, logoOrDefault } from './Logo';

describe('Logo', () => {
  it('has a mark for every logo of the spec: main, research, conservation, collection, castle, war museum, open-air museum, Jelling, Trelleborg, ships, camp, commando farm', () => {
    expect(Object.keys(logoMarks).sort()).toEqual(
      [
        'main',
        'research',
        'conservation',
        'collection',
        'castle',
        'warMuseum',
        'openAirMuseum',
        'jelling',
        'trelleborg',
        'ships',
        'camp',
        'commandoFarm',
      ].sort(),
    );
    expect(new Set(Object.values(logoMarks)).size).toBe(12);
    expect(allLogos).toHaveLength(12);
  });

  it('"default is the main site logo"', () => {
    expect(logoOrDefault(undefined)).toBe('main');
    expect(logoOrDefault('unknown')).toBe('main');
    expect(logoOrDefault('jelling')).toBe('jelling');
  });

  it('primary: the decorative mark and the site name as the link text', () => {
    const html = renderHtml(<Logo id="warMuseum" siteName="Krigsmuseet" href="/" />);
    expect(html).toMatch(/^<a href="\/"[^>]*data-logo="warMuseum" data-variant="primary">/);
    expect(html).toMatch(/<svg [^>]*aria-hidden="true" focusable="false">/);
    expect(html).toMatch(/<span class="[^"]+">Krigsmuseet<\/span><\/a>$/);
  });

  it('secondary: the mark alone, the name for assistive technology only', () => {
    const html = renderHtml(<Logo id="main" siteName="Nationalmuseet" href="/" variant="secondary" />);
    expect(html).toContain('data-variant="secondary"');
    expect(html).toMatch(/<span class="[^"]+">Nationalmuseet<\/span>/);
  });

  it('tertiary: the inverted mark is cut out of a tile with a mask', () => {
    const html = renderHtml(<Logo id="castle" siteName="Kronborg" href="/" variant="tertiary" />);
    const maskId = /<mask id="([^"]+)">/.exec(html)?.[1];
    expect(maskId).toBeTruthy();
    expect(html).toContain(`mask="url(#${maskId})"`);
    expect(html).toContain('Kronborg');
  });

  it('an unknown id renders the main logo', () => {
    const html = renderHtml(<Logo id={'nope' as 'main'} siteName="Nationalmuseet" href="/" />);
    expect(html).toContain('data-logo="main"');
    expect(html).toContain(logoMarks.main);
  });
});
