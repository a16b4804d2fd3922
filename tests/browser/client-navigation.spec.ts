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

/**
 * The first visible same-site page link, in main first, whose path the walk has not seen; when the page shows none,
 * the header's menu and then its language menu are opened (as a visitor would) and their links are tried too.
 */
async function nextLink(page: Page, seen: Set<string>) {
  const found = await visibleLink(page, seen);
  if (found) return found;
  const menu = page.locator('header button[aria-controls][aria-expanded]').last();
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const inMenu = await visibleLink(page, seen);
  if (inMenu) return inMenu;
  // Last, the other languages (a menu of its own in the bar).
  const languages = page.locator('header details:not([open]) > summary:visible');
  if ((await languages.count()) > 0) await languages.last().click();
  return visibleLink(page, seen);
}

async function visibleLink(page: Page, seen: Set<string>) {
  const hrefs = await page
    .locator('main a[href^="/"]:visible, a[href^="/"]:visible')
    .evaluateAll((links) => links.filter((link) => !link.closest('[target]')).map((link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (!href || href.startsWith('//')) continue;
    const path = new URL(href, 'http://x').pathname;
    if (NOT_A_PAGE.test(path) || seen.has(path)) continue;
    return { link: page.locator(`a[href="${href}"]:visible`).first(), path };
  }
  return undefined;
}

/**
 * The page's language and first-level heading: one of them changes when the client router has rendered the next page
 * (a translation may carry the same heading, e.g. "Jul på Frilandsmuseet").
 */
const headingOf = async (page: Page) =>
  `${await page.locator('html').getAttribute('lang')}|${await page.locator('h1').first().textContent({ timeout: 15_000 })}`;

async function waitForPage(page: Page, path: string, heading: (text: string | null) => boolean) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000, waitUntil: 'commit' });
  await expect.poll(async () => heading(await headingOf(page)), { timeout: 15_000 }).toBe(true);
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
    const headings = new Map([[visited[0], await headingOf(page)]]);

    for (let step = 0; step < STEPS_PER_WALK; step += 1) {
      const next = await nextLink(page, seen);
      expect(next, `a same-site link to a page not yet visited on ${visited.at(-1)}`).toBeDefined();
      if (!next) return;
      seen.add(next.path);
      const previous = headings.get(visited.at(-1) as string);
      await next.link.hover();
      await next.link.click();
      await waitForPage(page, next.path, (text) => text !== previous);
      expect(await sameDocument(page), `${next.path} was rendered by the client router`).toBe(true);
      headings.set(next.path, await headingOf(page));
      visited.push(next.path);
      // Route changes are announced: the polite live region holds the new page's title.
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('route-announcer')?.textContent?.trim() === document.title),
        )
        .toBe(true);

      if (step % 3 === 2) {
        const back = visited.at(-2) as string;
        await page.goBack();
        await waitForPage(page, back, (text) => text === headings.get(back));
        await page.goForward();
        await waitForPage(page, next.path, (text) => text === headings.get(next.path));
        expect(await sameDocument(page), 'back and forward stay in the same document').toBe(true);
      }
    }
    // The title follows the page after the last step.
    await expect(page).toHaveTitle(/\S/);
  });
}
