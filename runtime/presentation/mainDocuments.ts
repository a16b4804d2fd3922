import type { PageContext } from 'vike/types';
import { FRONT_PAGE_FILTER, NOT_FOUND_PAGE_FILTER, REDIRECT_FILTER, slugPageFilter } from '../cms/pages/pageFilters';
import { slugTypesFor } from '../cms/pages/pageTypes';
import { pagePath, parsePath } from '../i18n/paths';
import errorRoute from '../pages/fejl/+route';
import mocksRoute from '../pages/mocks/+route';
import { isSearchPath } from '../search/paths';
import { isPagePath } from '../server/pagePaths';
import type { HostConfig } from '../sites/hosts';
import { type SiteId, siteIds } from '../sites/registry';
import type { DocumentResolver } from './sanityTypes';

/** A path Vike gives a route of its own (search, the error page, the design pages), not the content catch-all. */
function ownRoute(pathname: string): boolean {
  return (
    isSearchPath(pathname) || pathname === errorRoute || mocksRoute({ urlPathname: pathname } as PageContext) !== false
  );
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The main document of a path on a site, as the page loader finds it (runtime/loader/page-loader.ts, with the page
 * query's filters): the path's locale and slug; an empty slug (or one equal to the locale) is the front page of the
 * site and locale, any other slug a page of a type the site has with that slug; no page and no redirect, the site's
 * 404 page of the locale. A path a redirect leaves has none (the preview follows the redirect; a redirect whose
 * target the loader cannot use, which it ignores, counts here too). Undefined for paths that are not content pages
 * (API, assets, search, /fejl, /mocks).
 */
export function mainDocumentFilter(
  site: SiteId,
  pathname: string,
): { filter: string; params: Record<string, string> } | undefined {
  const path = decoded(pathname);
  if (!isPagePath(path) || ownRoute(path)) return undefined;
  const { locale, slug } = parsePath(path);
  const types = slug === '' ? ['frontPage'] : slugTypesFor(site);
  const page = slug === '' ? FRONT_PAGE_FILTER : slugPageFilter(JSON.stringify(types));
  // The first conjuncts let the content lake (and the embedded source's type index) read only the candidates.
  const candidates = `_type in ${JSON.stringify([...types, 'notFoundPage'])} && site == $site && locale == $locale`;
  return {
    filter: `${candidates} && count(*[${REDIRECT_FILTER}]) == 0 && ((${page}) || (${NOT_FOUND_PAGE_FILTER}) && count(*[${page}]) == 0)`,
    params: { site, locale, slug, path: pagePath(locale, slug) },
  };
}

/**
 * `resolve.mainDocuments` for the Presentation tool: one resolver a site, whose route is every path on the site's
 * origin (an absolute route matches only a preview on that origin), resolved by `mainDocumentFilter`.
 */
export function mainDocuments(hosts: HostConfig): DocumentResolver[] {
  return siteIds.map((site) => ({
    route: `${hosts.origins[site]}/:path*`,
    resolve: ({ path }) => mainDocumentFilter(site, path),
  }));
}
