import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEGRADED_HEADER } from '../cache/renderNotes';
import { hostConfigFromEnv } from '../sites/hosts';
import {
  cachePolicy,
  DEGRADED_CACHE_CONTROL,
  NO_STORE,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
} from './cachePolicy';
import { catalogueHostCheck } from './catalogueHost';
import { MAX_URL_LENGTH, requestGuard } from './requestGuard';
import { contentSecurityPolicy, securityHeaders } from './security';

function appWith(...middleware: Parameters<Hono['use']>[1][]) {
  const app = new Hono();
  for (const m of middleware) app.use('*', m);
  app.get('/ok', (c) => c.html('<p>ok</p>'));
  app.get('/vike-default', (c) => c.html('<p>page</p>', 200, { 'Cache-Control': 'no-store, max-age=0' }));
  app.get('/missing', (c) => c.html('<p>404</p>', 404, { 'Cache-Control': 'no-store, max-age=0' }));
  app.get('/broken', (c) => c.html('<p>500</p>', 500));
  app.get('/static', (c) => c.text('x', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.get('/preview', (c) => c.html('<p>draft</p>', 200, { 'Cache-Control': 'private, no-store' }));
  app.get('/no-navigation', (c) =>
    c.html('<p>page</p>', 200, { 'Cache-Control': 'no-store, max-age=0', [DEGRADED_HEADER]: 'root-data' }),
  );
  app.get('/search-failed', (c) =>
    c.html('<p>no results</p>', 200, { 'Cache-Control': 'no-store, max-age=0', [DEGRADED_HEADER]: 'search' }),
  );
  app.get('*', (c) => c.text('fallback'));
  return app;
}

describe('request guard: request parsing rejects what it cannot decode with 400', () => {
  const app = appWith(requestGuard());
  it.each([
    ['/%E0%A4%A', 'invalid percent-encoding'],
    ['/%C3%28', 'invalid UTF-8'],
    ['/a%00b', 'a null byte'],
    ['/a/..%2f..%2fetc', 'mixed traversal'],
    [`/${'a'.repeat(MAX_URL_LENGTH + 1)}`, 'an overlong path'],
    ['/ok?q=%E0%A4%A', 'an undecodable query'],
  ])('%s (%s) → 400', async (path) => {
    const response = await app.request(`http://localhost${path}`);
    expect(response.status).toBe(400);
  });

  it('API paths keep their own methods: the API routes answer 404 or 405 themselves', async () => {
    const api = new Hono();
    api.use('*', requestGuard({ ownMethods: (path) => path.startsWith('/api/') }));
    api.all('*', (c) => c.text('routed'));
    expect((await api.request('http://localhost/api/unknown', { method: 'DELETE' })).status).toBe(200);
    expect((await api.request('http://localhost/ok', { method: 'DELETE' })).status).toBe(405);
    expect((await api.request('http://localhost/api/%E0%A4%A', { method: 'DELETE' })).status).toBe(400);
  });

  it('odd methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const response = await app.request('http://localhost/ok', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    }
  });

  it('encoded dot segments are resolved by URL parsing before any routing, so they cannot climb out', async () => {
    const response = await app.request('http://localhost/a/%2e%2e/%2e%2e/ok');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>ok</p>');
  });

  it('ordinary requests pass, Danish letters percent-encoded included', async () => {
    expect((await app.request('http://localhost/ok')).status).toBe(200);
    expect((await app.request('http://localhost/s%C3%B8g?q=r%C3%B8de%20m%C3%BCnze')).status).toBe(200);
    expect((await app.request('http://localhost/ok', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('cache policy', () => {
  const app = appWith(cachePolicy());
  it('rendered pages are cacheable by a CDN with s-maxage and stale-while-revalidate', async () => {
    expect((await app.request('http://localhost/vike-default')).headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(PAGE_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
  });
  it('404 briefly, errors never', async () => {
    expect((await app.request('http://localhost/missing')).headers.get('Cache-Control')).toBe(NOT_FOUND_CACHE_CONTROL);
    expect((await app.request('http://localhost/broken')).headers.get('Cache-Control')).toBe(NO_STORE);
  });
  it('a page whose navigation and footer fell back to empty is cached only briefly, marked as degraded', async () => {
    const response = await app.request('http://localhost/no-navigation');
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED_CACHE_CONTROL);
    expect(DEGRADED_CACHE_CONTROL).toMatch(/s-maxage=10\b/);
    expect(DEGRADED_CACHE_CONTROL).not.toMatch(/stale-/);
  });
  it('empty search results after a backend failure are never cached publicly', async () => {
    expect((await app.request('http://localhost/search-failed')).headers.get('Cache-Control')).toBe(NO_STORE);
  });
  it('the health check and every API answer are no-store, whatever their status', async () => {
    const api = new Hono();
    api.use('*', cachePolicy());
    api.get('/healthz', (c) => c.text('ok'));
    api.get('/api/thing', (c) => c.json({ ok: true }));
    api.get('/api/missing', (c) => c.json({ error: 'Not found' }, 404));
    api.get('/api/moved', (c) => c.redirect('/api/thing', 301));
    api.get('/api/cached', (c) => c.json([], 200, { 'Cache-Control': 'public, max-age=0, s-maxage=300' }));
    for (const path of ['/healthz', '/api/thing', '/api/missing', '/api/moved']) {
      expect((await api.request(`http://localhost${path}`)).headers.get('Cache-Control'), path).toBe(NO_STORE);
    }
    // An API meant to be cached (the search, the calendar files) keeps its own rule.
    expect((await api.request('http://localhost/api/cached')).headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300',
    );
  });

  it('a handler’s own policy is kept (immutable assets, private previews)', async () => {
    expect((await app.request('http://localhost/static')).headers.get('Cache-Control')).toContain('immutable');
    expect((await app.request('http://localhost/preview')).headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('security headers on every response', () => {
  const servesCatalogue = catalogueHostCheck(hostConfigFromEnv({}), undefined);
  const app = appWith(securityHeaders({ https: true, servesCatalogue }), requestGuard());
  it.each(['/ok', '/missing', '/broken', '/%E0%A4%A'])('%s', async (path) => {
    const response = await app.request(`http://localhost${path}`);
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy({ https: true }));
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('the policy allows only our origin for scripts, frame-ancestors self, no plugins', () => {
    const policy = contentSecurityPolicy({ https: true });
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: false })).not.toContain('upgrade-insecure-requests');
  });
});

describe('the catalogue’s policy', () => {
  const app = new Hono();
  app.use('*', securityHeaders({ https: false, servesCatalogue: catalogueHostCheck(hostConfigFromEnv({}), '') }));
  app.get('*', (c) => c.text('x'));
  const policy = async (url: string) =>
    (await app.request(url, { headers: { host: new URL(url).host } })).headers.get('Content-Security-Policy');

  it('only the built catalogue may eval (Ladle evaluates its config); visitor pages never', async () => {
    expect(await policy('http://localhost/catalogue/index.html')).toContain("'unsafe-eval'");
    expect(await policy('http://localhost/')).not.toContain('unsafe-eval');
  });

  it('no site host but the one serving the catalogue gets the eval policy under /catalogue/', async () => {
    for (const host of ['kronborg.localhost', 'krigsmuseet.dk', 'unknown.example', 'www.localhost']) {
      expect(await policy(`http://${host}/catalogue/index.html`), host).not.toContain('unsafe-eval');
    }
  });
});

describe('the catalogue only on the main host, or the one CATALOGUE_HOST names', () => {
  it('development origins: localhost serves it, other site hosts do not', () => {
    const serves = catalogueHostCheck(hostConfigFromEnv({ PORT: '3000' }), undefined);
    expect(serves('localhost:3000')).toBe(true);
    expect(serves('LOCALHOST.')).toBe(true);
    for (const host of ['kronborg.localhost:3000', 'samling.localhost', '127.0.0.1:3000', 'natmus.dk', '', undefined]) {
      expect(serves(host), String(host)).toBe(false);
    }
  });

  it('production origins: the main production domain, not the museums’ domains nor localhost', () => {
    const serves = catalogueHostCheck(hostConfigFromEnv({ SITE_ORIGINS: 'production' }), undefined);
    expect(serves('natmus.dk')).toBe(true);
    for (const host of ['kronborg.dk', 'forskning.natmus.dk', 'localhost', 'www.krigsmuseet.dk']) {
      expect(serves(host), host).toBe(false);
    }
  });

  it('CATALOGUE_HOST adds hosts (comma-separated), e.g. an internal review host', () => {
    const serves = catalogueHostCheck(
      hostConfigFromEnv({ SITE_ORIGINS: 'production' }),
      ' Catalogue.natmus.dk , review.internal:8443',
    );
    expect(serves('catalogue.natmus.dk')).toBe(true);
    expect(serves('review.internal')).toBe(true);
    expect(serves('natmus.dk')).toBe(true);
    expect(serves('kronborg.dk')).toBe(false);
  });
});
