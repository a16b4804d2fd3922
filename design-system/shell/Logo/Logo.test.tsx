import { describe, expect, it } from 'vitest';
import { allLogos } from '../../../fixtures/components/Logo.fixtures';
import { renderHtml } from '../renderForTest';
import { Logo } from './Logo';
import { logoMarks, logoOrDefault } from './logoMarks';

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
    const html = renderHtml(<Logo id="warMuseum" mark={logoMarks.warMuseum} siteName="Krigsmuseet" href="/" />);
    expect(html).toMatch(/^<a href="\/"[^>]*data-logo="warMuseum" data-variant="primary">/);
    expect(html).toMatch(/<svg [^>]*aria-hidden="true" focusable="false">/);
    expect(html).toMatch(/<span class="[^"]+">Krigsmuseet<\/span><\/a>$/);
  });

  it('secondary: the mark alone, the name for assistive technology only', () => {
    const html = renderHtml(
      <Logo id="main" mark={logoMarks.main} siteName="Nationalmuseet" href="/" variant="secondary" />,
    );
    expect(html).toContain('data-variant="secondary"');
    expect(html).toMatch(/<span class="[^"]+">Nationalmuseet<\/span>/);
  });

  it('tertiary: the inverted mark is cut out of a tile with a mask', () => {
    const html = renderHtml(
      <Logo id="castle" mark={logoMarks.castle} siteName="Kronborg" href="/" variant="tertiary" />,
    );
    const maskId = /<mask id="([^"]+)">/.exec(html)?.[1];
    expect(maskId).toBeTruthy();
    expect(html).toContain(`mask="url(#${maskId})"`);
    expect(html).toContain('Kronborg');
  });

  it("draws the mark it is given (a page carries only its own site's mark)", () => {
    const html = renderHtml(<Logo id="jelling" mark={logoMarks.jelling} siteName="Kongernes Jelling" href="/" />);
    expect(html).toContain(`d="${logoMarks.jelling}"`);
    expect(html).not.toContain(logoMarks.main);
  });
});
