import { createTheme } from '@vanilla-extract/css';
import { resolveTheme } from '@tokens/base';
import { siteTokens, type ThemedSiteId, themedSiteIds } from '@tokens/sites';
import { vars } from './contract.css';

/** One theme class per site, built from the base plus the site's partial override. */
export const siteThemeClass = Object.fromEntries(
  themedSiteIds.map((id) => [id, createTheme(vars, resolveTheme(siteTokens[id].theme), id)]),
) as Record<ThemedSiteId, string>;
