import { describe, expect, it } from 'vitest';
import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import { resolveTheme, siteTokens } from '@tokens/index';
import { faviconSvg } from './favicon';

describe("favicon: each site's logo mark in its impact colours", () => {
  it('draws the site’s own mark on the site’s impact background', () => {
    const svg = faviconSvg('krigsmuseet');
    const colours = resolveTheme(siteTokens.krigsmuseet.theme).color;
    expect(svg).toContain(`d="${logoMarks.warMuseum}"`);
    expect(svg).toContain(`fill="${colours.impactBackground}"`);
    expect(svg).toContain(`fill="${colours.impactForeground}"`);
  });

  it('differs between sites and is well-formed SVG', () => {
    expect(faviconSvg('natmus')).not.toBe(faviconSvg('kronborg'));
    expect(faviconSvg('natmus')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });
});
