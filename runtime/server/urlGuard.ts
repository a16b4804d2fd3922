import { contentSecurityPolicy, staticSecurityHeaders } from './security';

/**
 * Runs in the Node server (srvx) before Vike's server entry, which reads `new URL(request.url)`
 * before our app sees the request. srvx builds that URL from the Host header and accepts some hosts
 * the URL parser refuses (a port over 65535, `999.999.999.999`, `[:::1:::]`): without this, such a
 * request fails in the entry with a 500 ("Unhandled error in fetch handler"). When the path needs
 * normalising (`/en/%2e%2e`, a `#`), srvx parses at once and reading `request.url` itself throws.
 * A request whose address cannot be parsed is one the site cannot decode: 400, as the request guard
 * answers.
 */
export function rejectUnparsableUrl(
  request: Request,
  next: () => Response | Promise<Response>,
): Response | Promise<Response> {
  let url: string | undefined;
  try {
    url = request.url;
  } catch {
    // srvx could not build the URL either.
  }
  if (url !== undefined && URL.canParse(url)) return next();
  return new Response('Bad Request: the Host header does not form a valid address\n', {
    status: 400,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ https: false }),
      ...staticSecurityHeaders,
    },
  });
}
