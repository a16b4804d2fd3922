import { readFileSync } from 'node:fs';
import { TEST_PORT } from '../../playwright.config';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, expectBrowserErrors, type Page, test } from './helpers/test';

const origin = siteOrigin('natmus', TEST_PORT);
const BUILD_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** A marker that survives client-side navigation and vanishes with a full page load. */
async function mark(page: Page) {
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
}
async function samePage(page: Page): Promise<boolean | undefined> {
  // Undefined while a full page load is under way.
  return page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true).catch(() => undefined);
}

/** Appends a same-site link to main and clicks it (the client router handles it). */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    document.getElementById('between-pages-test-link')?.remove();
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'test link';
    link.id = 'between-pages-test-link';
    document.querySelector('main')?.prepend(link);
  }, href);
  await page.locator('#between-pages-test-link').click();
}

test.describe('"A changed build id (polled periodically) triggers a reload on the next navigation"', () => {
  test('builds/latest.json is served, always revalidated', async ({ request }) => {
    const response = await request.get(`${origin}/builds/latest.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/\S/);
    const meta = await request.get(`${origin}/builds/meta/${id}.json`);
    expect(meta.status()).toBe(200);
  });

  test('same id: client-side navigation; changed id: the next link is a full page load', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await mark(page);
    // An unchanged build: the poll finds the same id and navigation stays on the client.
    const firstPoll = page.waitForRequest('**/builds/latest.json');
    await page.clock.runFor(BUILD_CHECK_INTERVAL_MS);
    await firstPoll;
    await followLink(page, '/danmarks-oldtid');
    await page.waitForURL(`${origin}/danmarks-oldtid`);
    // The page's one h1 is its SEO heading; the visible title is "Danmarks Oldtid".
    await expect(page.locator('main h1')).toHaveText('Danmarks Oldtid – udstilling på Nationalmuseet');
    expect(await samePage(page)).toBe(true);

    // A new deployment: the next poll sees another id.
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build', timestamp: 1 }) }),
    );
    const secondPoll = page.waitForResponse('**/builds/latest.json');
    await page.clock.runFor(BUILD_CHECK_INTERVAL_MS);
    await secondPoll;
    await expect(page.locator('html[data-stale-build="true"]')).toBeAttached();
    await followLink(page, '/om-museet/historie');
    await page.waitForURL(`${origin}/om-museet/historie`);
    await expect(page.getByRole('heading', { level: 1, name: 'Museets historie', exact: true })).toBeVisible();
    expect(await samePage(page)).toBe(false);
  });

  test.describe(() => {
    // The fake clock jumps ten minutes while the client router's render hook waits on frozen timers; Vike then
    // reports its 30 s hook timeout. Real time never does this.
    expectBrowserErrors(/The onRenderClient\(\) hook .* timed out/);
    test('a stale build: back/forward reloads the page', async ({ page }) => {
      await page.clock.install();
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await followLink(page, '/danmarks-oldtid');
      await page.waitForURL(`${origin}/danmarks-oldtid`);
      await mark(page);
      await page.route('**/builds/latest.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
      );
      const poll = page.waitForResponse('**/builds/latest.json');
      await page.clock.runFor(BUILD_CHECK_INTERVAL_MS);
      await poll;
      await expect(page.locator('html[data-stale-build="true"]')).toBeAttached();
      await page.goBack();
      await page.waitForURL(`${origin}/`);
      await expect.poll(() => samePage(page)).toBe(false);
    });
  });
});

test.describe('scrolling between pages', () => {
  test('"scroll to a hash anchor when present" on a client-side navigation', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await mark(page);
    await followLink(page, '/danmarks-oldtid#footer-museums');
    await page.waitForURL(`${origin}/danmarks-oldtid#footer-museums`);
    expect(await samePage(page)).toBe(true);
    await expect(page.locator('#footer-museums')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('"scroll to top on a new page unless the route opts out": the search page keeps its place between facets', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 420 });
    await page.goto(`${origin}/soeg?q=museet`);
    await waitForHydration(page);
    const facets = page.getByRole('navigation', { name: 'Filtrér efter type' });
    await expect(facets).toBeVisible();
    await mark(page);
    await facets.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => Math.round(window.scrollY));
    expect(before).toBeGreaterThan(0);
    await facets.getByRole('link').last().click();
    await expect(page).toHaveURL(/type=/);
    await expect(facets.locator('[aria-current="page"]')).toHaveCount(1);
    expect(await samePage(page)).toBe(true);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    // A content page does not opt out: it starts at the top.
    await followLink(page, '/danmarks-oldtid');
    await page.waitForURL(`${origin}/danmarks-oldtid`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('"Links to likely next pages are prefetched after a short delay unless the connection is slow"', () => {
  test('after about a second, links in view are prefetched', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url());
    });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    expect(await page.locator('a[data-prefetched]').count()).toBe(0);
    await expect.poll(() => page.locator('a[data-prefetched]').count(), { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.locator('a[data-prefetched]').count()).toBeLessThanOrEqual(6);
  });

  test('a data-saving or 2g connection prefetches nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '2g' } });
    });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.waitForTimeout(1800);
    expect(await page.locator('a[data-prefetched]').count()).toBe(0);
    expect(await page.locator('a[href^="/"][data-prefetch="false"]').count()).toBeGreaterThan(0);
  });
});

test.describe('focus after keyboard navigation', () => {
  test('spec: the skip link "receives focus after keyboard navigation to a new path": from the search results too', async ({
    page,
  }) => {
    await page.goto(`${origin}/soeg?q=oldtiden`);
    await waitForHydration(page);
    const result = page
      .getByRole('list', { name: 'Søgeresultater' })
      .getByRole('link', { name: 'Danmarks Oldtid', exact: true });
    await result.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/danmarks-oldtid`);
    await expect(page.locator('a#skip-link')).toBeFocused();
  });
});

/** The footer's own chunk in the build (Vike writes Vite's client manifest to dist/assets.json). */
function footerChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['design-system/shell/Footer/Footer.tsx'];
  if (!entry) throw new Error('The footer is not a chunk of its own in dist/assets.json');
  return `/${entry.file}`;
}

test.describe('"The footer loads when near the viewport (100 px margin)"', () => {
  test("its links are in the server's HTML; its code is requested only once it comes within 100 px of the viewport", async ({
    page,
    request,
  }) => {
    const chunk = footerChunk();
    const html = await (await request.get(`${origin}/`)).text();
    const footerHtml = html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? '';
    expect(footerHtml.match(/<a [^>]*href="[^"]+"/g)?.length ?? 0).toBeGreaterThan(5);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const height = 600;
    await page.setViewportSize({ width: 1280, height });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(footerTop, 'the footer starts well below the first screen').toBeGreaterThan(height + 300);
    // The links work before the code: they are the server's HTML.
    expect(await footer.locator('a[href]').count()).toBeGreaterThan(5);

    const scrollTo = (y: number) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.max(0, Math.round(y)));
    // Past the 1 s link prefetch, then 150 px short of the viewport: still not requested.
    await page.waitForTimeout(1500);
    await scrollTo(footerTop - height - 150);
    await page.waitForTimeout(750);
    expect(requested).not.toContain(chunk);

    // 50 px short: inside the margin, the code loads and the footer is still whole.
    const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === chunk);
    await scrollTo(footerTop - height - 50);
    await loaded;
    await expect(footer.locator('a[href]').first()).toBeVisible();
    expect(await footer.locator('a[href]').count()).toBeGreaterThan(5);
  });
});
