import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import { resolveTheme, siteTokens } from '@tokens/index';
import type { SiteId } from '../sites/registry';

export const FAVICON_PATH = '/favicon.svg';

/**
 * A site's favicon: its logo mark in the site's impact foreground on the impact background, as SVG
 * (every current browser takes an SVG icon; `/favicon.ico` redirects here for the rest).
 */
export function faviconSvg(site: SiteId): string {
  const tokens = siteTokens[site as keyof typeof siteTokens] ?? siteTokens.natmus;
  const { impactBackground, impactForeground } = resolveTheme(tokens.theme).color;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
    `<rect width="40" height="40" rx="6" fill="${impactBackground}"/>` +
    `<path transform="translate(4 4) scale(0.8)" fill="${impactForeground}" d="${logoMarks[tokens.logo]}"/>` +
    '</svg>'
  );
}
