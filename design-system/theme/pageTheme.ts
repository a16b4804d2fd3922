import { assignInlineVars } from '@vanilla-extract/dynamic';
import { colorVars } from './contract.css';

/** A page's own colours (the spec's page theme): each optional, hex strings. */
export interface PageThemeColours {
  primaryBackground?: string;
  primaryForeground?: string;
  impactBackground?: string;
  impactForeground?: string;
}

export type ColourToken = keyof typeof colorVars;

/**
 * Each page colour and the site neutrals that must follow it: a page theme that turns a dark site
 * light (or the reverse) also carries the text, link and surface colours along, so every pair the
 * site's theme keeps at AA contrast stays readable on the page's own colours.
 */
const followers = {
  primaryBackground: ['primaryBackground', 'surface'],
  primaryForeground: ['primaryForeground', 'surfaceForeground', 'mutedForeground', 'link', 'border', 'errorForeground'],
  impactBackground: ['impactBackground'],
  impactForeground: ['impactForeground'],
} as const satisfies Record<keyof PageThemeColours, readonly ColourToken[]>;

/** The theme colours a page theme sets: each given colour and the neutrals that follow it. */
export function pageThemeColours(theme: PageThemeColours | undefined): Partial<Record<ColourToken, string>> {
  const colours: Partial<Record<ColourToken, string>> = {};
  if (!theme) return colours;
  for (const key of Object.keys(followers) as (keyof PageThemeColours)[]) {
    const value = theme[key];
    if (!value) continue;
    for (const token of followers[key]) colours[token] = value;
  }
  return colours;
}

/** Inline CSS variables that override the site's colours for one page (or one hero item). */
export function pageThemeStyle(theme: PageThemeColours | undefined): Record<string, string> {
  const colours = pageThemeColours(theme);
  const assignments: Record<string, string> = {};
  for (const [token, value] of Object.entries(colours) as [ColourToken, string][])
    assignments[colorVars[token]] = value;
  return Object.keys(assignments).length > 0 ? assignInlineVars(assignments) : {};
}
