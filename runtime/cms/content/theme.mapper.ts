import type { PageThemeColours } from '@design-system/theme/pageTheme';
import type { CmsTheme } from './common.schema';

const THEME_KEYS = ['primaryBackground', 'primaryForeground', 'impactBackground', 'impactForeground'] as const;

/** A CMS theme to the colours it sets (undefined when it sets none). */
export function mapTheme(theme: CmsTheme | null | undefined): PageThemeColours | undefined {
  if (!theme) return undefined;
  const colours: PageThemeColours = {};
  for (const key of THEME_KEYS) {
    const value = theme[key];
    if (value) colours[key] = value;
  }
  return Object.keys(colours).length > 0 ? colours : undefined;
}
