import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';

/** A page's own colours (the spec's page theme): each optional, hex strings. */
export interface PageThemeColours {
  primaryBackground?: string;
  primaryForeground?: string;
  impactBackground?: string;
  impactForeground?: string;
}

const themeKeys = ['primaryBackground', 'primaryForeground', 'impactBackground', 'impactForeground'] as const;

/** Inline CSS variables that override the site's colours for one page (or one hero item). */
export function pageThemeStyle(theme: PageThemeColours | undefined): Record<string, string> {
  if (!theme) return {};
  const assignments: Record<string, string> = {};
  for (const key of themeKeys) {
    const value = theme[key];
    if (value) assignments[vars.color[key]] = value;
  }
  return assignInlineVars(assignments);
}
