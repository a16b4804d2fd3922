import type { PageContext } from 'vike/types';

/**
 * The design pages: /mocks and /mocks/{slug} ("Preview routes"). A route function outranks
 * the content catch-all `/*`; an unknown slug answers 404 from the data hook. It stays a regex so
 * the client router does not load the mock registry with every page.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/mocks(?:\/([a-z0-9-]+))?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: { slug: match[1] ?? '' } };
}
