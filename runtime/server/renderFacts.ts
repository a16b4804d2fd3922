import type { MiddlewareHandler } from 'hono';
import { PAGE_READS_HEADER } from '../cache/pageQueryParameters';
import { DEGRADED_HEADER, PAGE_STATUS_HEADER, withRenderNotes } from '../cache/renderNotes';
import { responseKeys, surrogateHeaders } from '../cache/surrogateKeys';
import { siteForHost } from '../sites/hosts';
import { hostConfig } from './context';
import { isPageContextJson, isPagePath } from './pagePaths';
import { replaceResponse } from './replaceResponse';

/**
 * The status a page's client-navigation JSON stands for. Vike answers it 200 whatever the page's status (its
 * client reads the status from the body): an abort with a status (`render(404)`, `render(500)`), or the error
 * page after an unhandled error or for no route. null: a page (or a redirect, which the client follows).
 */
export function pageContextJsonStatus(body: string): number | null {
  if (!/abortStatusCode|erverSideError|"is404":true/.test(body)) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return 500;
  }
  if (typeof parsed.abortStatusCode === 'number' && parsed.abortStatusCode >= 400) return parsed.abortStatusCode;
  const errorPage = parsed._isServerSideError === true || parsed.serverSideError === true || parsed.is404 === true;
  if (!errorPage) return null;
  return parsed.is404 === true ? 404 : 500;
}

/**
 * Around the page renderer: what the render noted becomes headers of its response. Its surrogate keys
 * (`Surrogate-Key`, `Cache-Tag`: its site and every document it shows; runtime/cache/surrogateKeys.ts), whether
 * it is degraded (DEGRADED_HEADER), and the status of the page a client-navigation JSON stands for
 * (PAGE_STATUS_HEADER), so an error or a missing page is never cached as a page, here or at a CDN.
 */
export function renderFacts(): MiddlewareHandler {
  return async (c, next) => {
    if (!isPagePath(c.req.path)) return next();
    const { notes } = await withRenderNotes(async () => {
      await next();
    });
    let response = c.res;
    const headers = new Headers(response.headers);
    if (
      response.status === 200 &&
      isPageContextJson(c.req.path) &&
      response.headers.get('content-type')?.includes('application/json')
    ) {
      const body = await response.text();
      const status = pageContextJsonStatus(body);
      if (status !== null) headers.set(PAGE_STATUS_HEADER, String(status));
      response = new Response(body, { status: 200, headers: response.headers });
    }
    if (!/\bprivate\b/i.test(headers.get('cache-control') ?? '')) {
      const site = siteForHost(c.req.header('host'), hostConfig());
      for (const [name, value] of Object.entries(surrogateHeaders(responseKeys(site, notes.refs)))) {
        headers.set(name, value);
      }
    }
    if (notes.degraded.size > 0) headers.set(DEGRADED_HEADER, [...notes.degraded].sort().join(', '));
    if (notes.reads.size > 0) headers.set(PAGE_READS_HEADER, [...notes.reads].sort().join(', '));
    replaceResponse(
      c,
      new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
    );
  };
}
