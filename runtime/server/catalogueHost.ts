import type { Context, MiddlewareHandler } from 'hono';
import { type HostConfig, hostnameOf } from '../sites/hosts';
import { DEFAULT_SITE } from '../sites/registry';

/** Where the built catalogue (an internal review tool, which may eval) is served. */
export const CATALOGUE_PATH = '/catalogue';

/**
 * Whether a request's host serves the built catalogue: the main site's own host (the host name of its configured
 * origin: `localhost` in development, `natmus.dk` with the production origins), or a host named in CATALOGUE_HOST
 * (comma-separated host names, e.g. `catalogue.natmus.dk`). Every other site host answers its normal 404 there.
 */
export function catalogueHostCheck(
  hosts: HostConfig,
  configured: string | undefined = process.env.CATALOGUE_HOST,
): (hostHeader: string | undefined | null) => boolean {
  const allowed = new Set([new URL(hosts.origins[DEFAULT_SITE]).hostname.toLowerCase()]);
  for (const name of (configured ?? '').split(',')) {
    const hostname = hostnameOf(name);
    if (hostname) allowed.add(hostname);
  }
  return (hostHeader) => allowed.has(hostnameOf(hostHeader));
}

/** Whether a request is for the catalogue on a host that serves it. */
export function isCatalogueRequest(c: Context, servesCatalogue: (hostHeader: string | undefined) => boolean): boolean {
  const path = c.req.path;
  return (path === CATALOGUE_PATH || path.startsWith(`${CATALOGUE_PATH}/`)) && servesCatalogue(c.req.header('host'));
}

/** Runs `handler` for catalogue requests on a host that serves it; elsewhere the request goes on (to the 404). */
export function onCatalogueHost(
  servesCatalogue: (hostHeader: string | undefined) => boolean,
  handler: MiddlewareHandler,
): MiddlewareHandler {
  return (c, next) => (isCatalogueRequest(c, servesCatalogue) ? handler(c, next) : next());
}
