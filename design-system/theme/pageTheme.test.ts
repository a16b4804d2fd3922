import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { pageThemeStyle } from './pageTheme';

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
