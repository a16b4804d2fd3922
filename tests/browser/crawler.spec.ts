import { TEST_PORT } from '../../playwright.config';
import { jsonLdBlocks, jsonLdProblems } from '../support/jsonLd';
import { PRODUCTION_SITES, siteOrigin } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * A crawler starts at each production site's front page in each locale and follows the internal
 * links it finds (same site, or another of our sites on its configured origin): no page may answer
 * 5xx, and no internal link may be broken (404). Over HTTP, without a browser: it is about links. On the way, every
 * page's JSON-LD must parse and carry each type's required properties, its references resolving on the page
 * (tests/support/jsonLd.ts).
 */
const LOCALE_ROOTS = ['/', '/en', '/de', '/sv'];
const MAX_PAGES = 400;
const CONCURRENCY = 4;
const origins = new Map<string, string>(
  [...PRODUCTION_SITES, 'frihedsmuseet', 'dwarf'].map((site) => [new URL(siteOrigin(site, TEST_PORT)).origin, site]),
);

/** Internal link targets of a page: anchors' hrefs on one of our sites' origins, without the fragment. */
function internalLinks(html: string, base: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (!origins.has(url.origin)) continue;
    // The catalogue is a separate app; its links are Ladle's.
    if (url.pathname.startsWith('/catalogue')) continue;
    url.hash = '';
    links.push(url);
  }
  return links;
}

test.describe('crawler', () => {
  test.setTimeout(240_000);

  for (const site of PRODUCTION_SITES) {
    test(`${site}: from the front page in each locale, no 5xx, no broken internal link, valid JSON-LD`, async ({
      request,
    }) => {
      const start = new URL(siteOrigin(site, TEST_PORT));
      const queue: { url: URL; from: string }[] = LOCALE_ROOTS.map((path) => ({
        url: new URL(path, start),
        from: '(start)',
      }));
      const seen = new Set(queue.map(({ url }) => url.href));
      const problems: string[] = [];
      let visited = 0;
      let structuredPages = 0;

      /** Fetches one queued page and queues the internal links it holds. */
      const visit = async ({ url, from }: { url: URL; from: string }) => {
        const response = await request.get(`http://127.0.0.1:${TEST_PORT}${url.pathname}${url.search}`, {
          headers: { host: url.host },
          maxRedirects: 0,
        });
        const status = response.status();
        if (status >= 500 || status === 404) {
          problems.push(`${status} ${url.href} (linked from ${from})`);
          return;
        }
        if (status >= 300 && status < 400) {
          const location = response.headers().location;
          if (location) {
            const target = new URL(location, url);
            if (origins.has(target.origin) && !seen.has(target.href)) {
              seen.add(target.href);
              queue.push({ url: target, from: url.href });
            }
          }
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        // Only pages of the site under test are expanded; other sites' pages are checked, not crawled.
        if (origins.get(url.origin) !== site) return;
        const html = await response.text();
        try {
          const blocks = jsonLdBlocks(html);
          if (blocks.length > 0) structuredPages += 1;
          for (const problem of jsonLdProblems(blocks)) problems.push(`JSON-LD of ${url.href}: ${problem}`);
        } catch (error) {
          problems.push(`JSON-LD of ${url.href}: ${(error as Error).message}`);
        }
        for (const link of internalLinks(html, url)) {
          if (seen.has(link.href)) continue;
          seen.add(link.href);
          queue.push({ url: link, from: url.href });
        }
      };

      // A few requests in flight at a time, breadth first.
      while (queue.length > 0 && visited < MAX_PAGES) {
        const batch = queue.splice(0, Math.min(CONCURRENCY, MAX_PAGES - visited));
        visited += batch.length;
        await Promise.all(batch.map(visit));
      }

      expect(visited, 'pages visited').toBeGreaterThan(LOCALE_ROOTS.length);
      expect(problems).toEqual([]);
      expect(structuredPages, 'pages with JSON-LD checked').toBeGreaterThan(0);
    });
  }
});
