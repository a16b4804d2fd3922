/** Paths that are never pages: static files, build manifests, API, health, robots, sitemap, the catalogue. */
const NOT_A_PAGE =
  /^\/(?:assets|images|catalogue|api|builds)(?:\/|$)|^\/(?:healthz|robots\.txt|sitemap\.xml|favicon\.(?:ico|svg))$/;

/** Vike's client-navigation data of a page: `/{page path}/index.pageContext.json`. */
const PAGE_CONTEXT_JSON = /\/index\.pageContext\.json$/;

/** Whether a path is a page (or a page's client-navigation JSON), rendered by Vike. */
export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/** Whether a path is a page's client-navigation JSON. */
export function isPageContextJson(pathname: string): boolean {
  return PAGE_CONTEXT_JSON.test(pathname);
}

/** The page a path belongs to (a page's own path for its client-navigation JSON). */
export function pagePathOf(pathname: string): string {
  if (!isPageContextJson(pathname)) return pathname;
  return pathname.replace(PAGE_CONTEXT_JSON, '') || '/';
}
