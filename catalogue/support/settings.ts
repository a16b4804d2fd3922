import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@design-system/i18n/locales';
import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import type { SiteIdentity } from '@design-system/shell/SiteShell/ShellModel';
import type { PageThemeColours } from '@design-system/theme/pageTheme';
import { samplePageTheme } from '@tokens/pageThemes';
import { siteTokens, type ThemedSiteId, themedSiteIds } from '@tokens/sites';

/**
 * The catalogue's settings, kept in the URL query so a story can be linked and tested in any theme
 * and language: `?story=…&site=krigsmuseet&locale=en` (defaults natmus / da), and `&pageTheme=sample`
 * for the sample page theme over the site's colours (tokens/pageThemes.ts; default none).
 */
export interface CatalogueSettings {
  site: ThemedSiteId;
  locale: Locale;
  /** True: every story shows with the sample page theme, applied as the runtime applies a page's theme. */
  pageTheme: boolean;
}

/** The query value of the sample page theme. */
export const SAMPLE_PAGE_THEME = 'sample';

export const DEFAULT_SITE: ThemedSiteId = 'natmus';
const SETTINGS_EVENT = 'catalogue-settings';

function isThemedSiteId(value: unknown): value is ThemedSiteId {
  return typeof value === 'string' && (themedSiteIds as readonly string[]).includes(value);
}

export function readSettings(search: string): CatalogueSettings {
  const params = new URLSearchParams(search);
  const site = params.get('site');
  const locale = params.get('locale');
  return {
    site: isThemedSiteId(site) ? site : DEFAULT_SITE,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    pageTheme: params.get('pageTheme') === SAMPLE_PAGE_THEME,
  };
}

/**
 * Writes settings into the query. `replaceState` keeps Ladle's own history entries intact; Ladle
 * keeps query parameters it does not know when it rewrites the URL.
 */
export function writeSettings(next: Partial<CatalogueSettings>): void {
  const url = new URL(window.location.href);
  if (next.site) url.searchParams.set('site', next.site);
  if (next.locale) url.searchParams.set('locale', next.locale);
  if (next.pageTheme === true) url.searchParams.set('pageTheme', SAMPLE_PAGE_THEME);
  if (next.pageTheme === false) url.searchParams.delete('pageTheme');
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(SETTINGS_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SETTINGS_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SETTINGS_EVENT, onChange);
  };
}

/** The settings as the URL holds them now; re-renders when the switcher or history changes them. */
export function useUrlSettings(): CatalogueSettings {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return readSettings(search);
}

export const CatalogueSettingsContext = createContext<CatalogueSettings>({
  site: DEFAULT_SITE,
  locale: DEFAULT_LOCALE,
  pageTheme: false,
});

/** For stories that render their own theme (SiteShell, templates) or show the site's identity. */
export function useCatalogueSettings(): CatalogueSettings {
  return useContext(CatalogueSettingsContext);
}

/** The selected site's identity (name, logo, theme) for headers and shells. */
export function siteIdentity(site: ThemedSiteId, homeHref = '/'): SiteIdentity {
  const logo = siteTokens[site].logo;
  return { theme: site, name: siteTokens[site].label, logo, logoMark: logoMarks[logo], homeHref };
}

/**
 * The page theme a story shows with: the sample when the switcher asks for it (over the story's own,
 * so any story can be seen and checked with a page theme), else the story's own, if it has one.
 */
export function selectedPageTheme(settings: CatalogueSettings, own?: PageThemeColours): PageThemeColours | undefined {
  return settings.pageTheme ? samplePageTheme.colours : own;
}
