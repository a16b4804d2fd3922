import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS, textContrast } from '@tests/support/textContrast';
import { resolveTheme } from './base';
import { samplePageTheme } from './pageThemes';
import { siteTokens, themedSiteIds } from './sites';

describe('theme contrast: every theme’s text/background pairs reach WCAG AA (4.5:1 for text)', () => {
  for (const site of themedSiteIds) {
    const theme = resolveTheme(siteTokens[site].theme);
    it.each(TEXT_PAIRS)(`${site}: %s on %s`, (foreground, background) => {
      expect(textContrast(theme.color, foreground, background)).toBeGreaterThanOrEqual(4.5);
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
