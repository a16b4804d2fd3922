import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from './base';
import { samplePageTheme } from './pageThemes';
import { siteTokens, themedSiteIds } from './sites';

/** Text/background pairs every theme uses for text. */
const textPairs = [
  ['primaryForeground', 'primaryBackground'],
  ['impactForeground', 'impactBackground'],
  ['surfaceForeground', 'surface'],
  ['mutedForeground', 'primaryBackground'],
  ['mutedForeground', 'surface'],
  ['link', 'primaryBackground'],
  ['errorForeground', 'primaryBackground'],
  ['overlayForeground', 'overlay'],
] as const;

describe('theme contrast: every theme’s text/background pairs reach WCAG AA (4.5:1 for text)', () => {
  for (const site of themedSiteIds) {
    const theme = resolveTheme(siteTokens[site].theme);
    it.each(textPairs)(`${site}: %s on %s`, (foreground, background) => {
      // The overlay scrim lies over photographs; measure it over white, its worst case.
      const bg = background === 'overlay' ? '#ffffff' : theme.color[background];
      const ratio =
        background === 'overlay'
          ? getContrast(theme.color[foreground], mixOverWhite(theme.color.overlay))
          : getContrast(theme.color[foreground], bg);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
    it(`${site}: the focus ring is visible on the page background (3:1, WCAG 1.4.11)`, () => {
      const ring = Math.max(
        getContrast(theme.color.focusRing, theme.color.primaryBackground),
        getContrast(theme.color.focusRingContrast, theme.color.primaryBackground),
      );
      expect(ring).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('the sample page theme (catalogue) reaches WCAG AA on its own colours', () => {
  const { colours } = samplePageTheme;
  it('primaryForeground on primaryBackground, impactForeground on impactBackground: 4.5:1', () => {
    expect(getContrast(colours.primaryForeground, colours.primaryBackground)).toBeGreaterThanOrEqual(4.5);
    expect(getContrast(colours.impactForeground, colours.impactBackground)).toBeGreaterThanOrEqual(4.5);
  });
  it('the impact colour stands out from the page background (3:1, WCAG 1.4.11, for impact buttons and bars)', () => {
    expect(getContrast(colours.impactBackground, colours.primaryBackground)).toBeGreaterThanOrEqual(3);
  });
});

/** An rgba() scrim composited over white. */
function mixOverWhite(rgba: string): string {
  const match = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(rgba);
  if (!match) return rgba;
  const [, r, g, b, a] = match.map(Number) as [number, number, number, number, number];
  const mix = (channel: number) => Math.round(channel * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}
