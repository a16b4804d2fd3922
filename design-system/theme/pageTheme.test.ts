import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS, textContrast } from '@tests/support/textContrast';
import { resolveTheme } from '@tokens/base';
import { samplePageTheme } from '@tokens/pageThemes';
import { siteTokens, themedSiteIds } from '@tokens/sites';
import { vars } from './contract.css';
import { pageThemeColours, pageThemeStyle } from './pageTheme';

const varName = (token: string) => token.replace(/^var\((--[^)]+)\)$/, '$1');

describe('page theme: "Theme colours default to the site\'s four primary colours and are overridden per page"', () => {
  it('no page theme leaves the site colours alone', () => {
    expect(pageThemeStyle(undefined)).toEqual({});
    expect(pageThemeStyle({})).toEqual({});
  });

  it('each given colour overrides its CSS variable, and the neutrals follow the page foreground/background', () => {
    const style = pageThemeStyle({ primaryBackground: '#f5efe0', primaryForeground: '#0f2340' });
    expect(style[varName(vars.color.primaryBackground)]).toBe('#f5efe0');
    expect(style[varName(vars.color.surface)]).toBe('#f5efe0');
    expect(style[varName(vars.color.primaryForeground)]).toBe('#0f2340');
    expect(style[varName(vars.color.mutedForeground)]).toBe('#0f2340');
    expect(style[varName(vars.color.link)]).toBe('#0f2340');
    expect(style[varName(vars.color.impactBackground)]).toBeUndefined();
  });
});

describe('the catalogue’s sample page theme over every site theme (the same mechanism the runtime uses)', () => {
  for (const site of themedSiteIds) {
    const colours = { ...resolveTheme(siteTokens[site].theme).color, ...pageThemeColours(samplePageTheme.colours) };
    it.each(TEXT_PAIRS)(`${site}: %s on %s reaches 4.5:1`, (foreground, background) => {
      expect(textContrast(colours, foreground, background)).toBeGreaterThanOrEqual(4.5);
    });
    it(`${site}: the focus ring stays visible on the page background (3:1)`, () => {
      const ring = Math.max(
        getContrast(colours.focusRing, colours.primaryBackground),
        getContrast(colours.focusRingContrast, colours.primaryBackground),
      );
      expect(ring).toBeGreaterThanOrEqual(3);
    });
  }
});
