import { TEST_PORT } from '../../playwright.config';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * A visitor who clicks from page to page: every step is a real click on a visible same-site link (pointing at it
 * first, as a mouse does, so the router's hover prefetch runs), handled by the client router without a full page
 * load, and no step may raise a page error or a console error (the shared test fixture fails the test on any).
 * Each walk starts on a different site and locale and goes back and forward in history along the way.
 */
const WALKS: { site: string; start: string }[] = [
  { site: 'natmus', start: '/udstillinger/guldhornene' },
  { site: 'natmus', start: '/en' },
  { site: 'krigsmuseet', start: '/' },
  { site: 'kronborg', start: '/de' },
  { site: 'bevaring', start: '/' },
  { site: 'frilandsmuseet', start: '/sv' },
];
const STEPS_PER_WALK = 6;

/** Paths the client router does not render as pages. */
const NOT_A_PAGE = /^\/(api|catalogue|images|builds|assets)\/|\.(ics|xml|txt|json)$/;

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { __walk?: boolean }).__walk = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __walk?: boolean }).__walk === true);
}

/** The first visible same-site page link, in main first, whose path the walk has not seen. */
async function nextLink(page: Page, seen: Set<string>) {
  const candidates = page.locator('main a[href^="/"]:visible, a[href^="/"]:visible');
  const count = await candidates.count();
  for (let index = 0; index < count; index += 1) {
    const link = candidates.nth(index);
    const href = await link.getAttribute('href');
    if (!href || href.startsWith('//')) continue;
    const path = new URL(href, 'http://x').pathname;
    if (NOT_A_PAGE.test(path) || seen.has(path) || (await link.getAttribute('target')) !== null) continue;
    if (!(await link.isVisible()) || (await link.boundingBox()) === null) continue;
    return { link, path };
  }
  return undefined;
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeAttached();
}

for (const walk of WALKS) {
  test(`${walk.site}${walk.start}: ${STEPS_PER_WALK} client-side navigations and back and forward raise no error`, async ({
    page,
  }) => {
    const origin = siteOrigin(walk.site, TEST_PORT);
    await page.goto(`${origin}${walk.start}`);
    await waitForHydration(page);
    await markDocument(page);
    const seen = new Set([new URL(page.url()).pathname]);
    const visited: string[] = [new URL(page.url()).pathname];

    for (let step = 0; step < STEPS_PER_WALK; step += 1) {
      const next = await nextLink(page, seen);
      expect(next, `a same-site link to a page not yet visited on ${visited.at(-1)}`).toBeDefined();
      if (!next) return;
      seen.add(next.path);
      await next.link.hover();
      await next.link.click();
      await waitForPath(page, next.path);
      expect(await sameDocument(page), `${next.path} was rendered by the client router`).toBe(true);
      visited.push(next.path);

      if (step % 3 === 2) {
        await page.goBack();
        await waitForPath(page, visited.at(-2) as string);
        await page.goForward();
        await waitForPath(page, next.path);
        expect(await sameDocument(page), 'back and forward stay in the same document').toBe(true);
      }
    }
    // The title follows the page after the last step.
    await expect(page).toHaveTitle(/\S/);
  });
}
