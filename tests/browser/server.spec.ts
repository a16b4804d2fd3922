import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { TEST_PORT } from '../../playwright.config';
import { expect, test } from './helpers/test';

const base = `http://127.0.0.1:${TEST_PORT}`;

/** A raw request, so malformed paths reach the server exactly as written. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: TEST_PORT, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('the production server', () => {
  test('security headers on pages, errors, assets and rejected requests', async ({ request }) => {
    const asset = readdirSync('dist/client/assets/entries').find((f) => f.endsWith('.js'));
    for (const path of ['/', '/en', '/denne-side-findes-ikke', '/fejl', `/assets/entries/${asset}`]) {
      const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=/);
      expect(headers['permissions-policy'], path).toBeTruthy();
    }
    const rejected = await raw('GET', '/%E0%A4%A');
    expect(rejected.status).toBe(400);
    expect(rejected.headers['content-security-policy']).toBeTruthy();
  });

  test('pages carry CDN caching; hashed assets are immutable; errors are not cached', async ({ request }) => {
    const page = await request.get(`${base}/`);
    expect(page.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const asset = readdirSync('dist/client/assets/entries').find((f) => f.endsWith('.js'));
    const assetResponse = await request.get(`${base}/assets/entries/${asset}`);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const error = await request.get(`${base}/fejl`);
    expect(error.headers()['cache-control']).toBe('no-store');
  });

  test('ETag and 304 Not Modified for an unchanged page', async ({ request }) => {
    const first = await request.get(`${base}/en`);
    const tag = first.headers().etag;
    expect(tag).toBeTruthy();
    const again = await request.get(`${base}/en`, { headers: { 'If-None-Match': tag as string } });
    expect(again.status()).toBe(304);
  });

  test('HTML is compressed for clients that accept gzip', async () => {
    const response = await raw('GET', '/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('bad input gets a clear 400 or 405, never a crash; the server stays healthy', async ({ request }) => {
    const cases: [string, string, number][] = [
      ['GET', '/%E0%A4%A', 400],
      ['GET', '/a%00b', 400],
      ['GET', '/a/..%2f..%2fetc%2fpasswd', 400],
      ['GET', `/${'x'.repeat(5000)}`, 400],
      ['POST', '/', 405],
      ['DELETE', '/en', 405],
    ];
    for (const [method, path, status] of cases) {
      expect((await raw(method, path)).status, `${method} ${path.slice(0, 40)}`).toBe(status);
    }
    expect((await request.get(`${base}/healthz`)).status()).toBe(200);
  });

  test('a trailing slash redirects permanently to the canonical path with a relative Location', async () => {
    const response = await raw('GET', '/en/', { host: 'evil.example' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/en');
  });
});

test.describe('discoverability', () => {
  test('sitemap.xml lists indexable pages with hreflang alternates and x-default; noindex pages stay out', async ({
    request,
  }) => {
    const main = await (await request.get(`${base}/sitemap.xml`)).text();
    expect(main).toContain(`<loc>http://localhost:${TEST_PORT}/</loc>`);
    expect(main).toContain(`hreflang="en" href="http://localhost:${TEST_PORT}/en"`);
    expect(main).toContain('hreflang="x-default"');
    const collection = await (
      await request.get(`${base}/sitemap.xml`, { headers: { host: `samling.localhost:${TEST_PORT}` } })
    ).text();
    expect(collection).toContain(`http://samling.localhost:${TEST_PORT}/`);
    expect(collection).not.toMatch(/laan-af-genstande|borrowing-objects/);
  });

  test('robots.txt per site: the internal site is disallowed, others point at their sitemap', async ({ request }) => {
    const internal = await (await request.get(`${base}/robots.txt`, { headers: { host: 'dwarf.localhost' } })).text();
    expect(internal).toBe('User-agent: *\nDisallow: /\n');
    const war = await (await request.get(`${base}/robots.txt`, { headers: { host: 'krigsmuseet.localhost' } })).text();
    expect(war).toContain(`Sitemap: http://krigsmuseet.localhost:${TEST_PORT}/sitemap.xml`);
  });

  test('each site has its own favicon, linked from every page; /favicon.ico points to it', async ({ request }) => {
    const kronborg = await request.get(`${base}/favicon.svg`, { headers: { host: 'kronborg.localhost' } });
    expect(kronborg.status()).toBe(200);
    expect(kronborg.headers()['content-type']).toContain('image/svg+xml');
    const natmus = await request.get(`${base}/favicon.svg`);
    expect(await natmus.text()).not.toBe(await kronborg.text());
    expect((await raw('GET', '/favicon.ico')).headers.location).toBe('/favicon.svg');
    expect(await (await request.get(`${base}/`)).text()).toContain(
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>',
    );
  });

  test('JSON-LD: the Organization, its Museum with address and opening hours (special hours for closed days) and a WebSite with a SearchAction, valid JSON', async ({
    request,
  }) => {
    const html = await (await request.get(`${base}/`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    const museum = blocks.find((b) => b['@type'] === 'Museum');
    expect(museum).toMatchObject({
      name: 'Nationalmuseet',
      address: { '@type': 'PostalAddress', addressCountry: 'DK' },
    });
    expect(museum.address.streetAddress).toBeTruthy();
    // The demo day is 22 November 2026 (CONTENT_TODAY): regular hours and the coming closed days.
    expect(museum.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification' });
    expect(museum.openingHoursSpecification[0].dayOfWeek.length).toBeGreaterThan(0);
    expect(museum.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({ opens: '00:00', closes: '00:00', validFrom: '2026-12-24' }),
    );
    const organization = blocks.find((b) => b['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Nationalmuseet', location: { '@id': museum['@id'] } });
    const website = blocks.find((b) => b['@type'] === 'WebSite');
    expect(website.publisher).toEqual({ '@id': organization['@id'] });
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
    });
    expect(website.potentialAction.target.urlTemplate).toContain('{search_term_string}');
  });
});

const CRAWLERS = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
};
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

test.describe('"Error pages are not rendered for crawler user agents (search bots, lighthouse, social link previewers); there errors are only logged"', () => {
  for (const [name, userAgent] of Object.entries(CRAWLERS)) {
    test(`${name}: an unknown path answers 404 and /fejl 500, each with the status alone and no page shell`, async ({
      request,
    }) => {
      for (const [path, status] of [
        ['/denne-side-findes-ikke', 404],
        ['/en/no-such-page', 404],
        ['/fejl', 500],
      ] as const) {
        const response = await request.get(`${base}${path}`, { headers: { 'user-agent': userAgent } });
        expect(response.status(), path).toBe(status);
        expect(await response.text(), path).toBe(`${status}\n`);
        expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
        // Never shared by a cache: a visitor behind the same CDN gets the real error page.
        expect(response.headers()['cache-control'], path).toBe('private, no-store');
      }
      // Pages themselves are the same for crawlers.
      const page = await request.get(`${base}/`, { headers: { 'user-agent': userAgent } });
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain('<header');
    });
  }

  test('a browser still gets the whole error page: the site shell and the error texts', async ({ request }) => {
    const notFound = await request.get(`${base}/denne-side-findes-ikke`, { headers: { 'user-agent': BROWSER } });
    expect(notFound.status()).toBe(404);
    const notFoundHtml = await notFound.text();
    expect(notFoundHtml).toContain('<header');
    expect(notFoundHtml).toContain('<footer');
    expect(notFoundHtml).toContain('Siden blev ikke fundet');
    const error = await request.get(`${base}/fejl`, { headers: { 'user-agent': BROWSER } });
    expect(error.status()).toBe(500);
    const errorHtml = await error.text();
    expect(errorHtml).toContain('<header');
    expect(errorHtml).toContain('Vi kan desværre ikke vise siden');
  });
});
