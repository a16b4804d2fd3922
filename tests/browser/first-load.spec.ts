import { TEST_PORT } from '../../playwright.config';
import { BUDGET_PAGES, firstLoadBytes, footerCodeFiles, newsletterCodeFiles } from './helpers/firstLoad';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * What a first load really does, checked in Chromium: the JS it requests is exactly what the byte budget counts
 * (tests/browser/helpers/firstLoad.ts), so the budget cannot undercount; hydration is clean on every page type (no
 * mismatch reported, static islands kept byte for byte); and a page whose blocks kept their server HTML still
 * navigates, renders the next page in full, and comes back in full.
 */

const origin = (host?: string) => (host ? `http://${host}:${TEST_PORT}` : siteOrigin('natmus', TEST_PORT));

/** Opens a page in a fresh load and waits until it has hydrated and its network is quiet. */
async function firstLoad(page: Page, url: string): Promise<{ scripts: string[]; fonts: string[]; console: string[] }> {
  const scripts = new Set<string>();
  const fonts = new Set<string>();
  const messages: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
    if (request.resourceType() === 'font') fonts.add(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return {
    scripts: [...scripts].filter((path) => path.startsWith('/assets/')).sort(),
    fonts: [...fonts].sort(),
    console: messages,
  };
}

const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|server rendered HTML/i;

const PAGES = BUDGET_PAGES.filter(({ status }) => status === 200);

test.describe('first load', () => {
  for (const { type, path, host } of PAGES) {
    test(`${type} ${host ?? ''}${path}: no hydration errors, the JS requested is what the budget counts, and the fonts are among the counted`, async ({
      page,
      request,
    }) => {
      const html = await (
        await request.get(`http://127.0.0.1:${TEST_PORT}${path}`, host ? { headers: { host } } : {})
      ).text();
      const budgeted = firstLoadBytes(html);
      const counted = budgeted.files.filter((file) => file.endsWith('.js')).sort();
      const { scripts, fonts, console: messages } = await firstLoad(page, `${origin(host)}${path}`);
      expect(messages.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
      // A page shorter than the screen shows its footer at once, and the footer's code loads when it comes near.
      const footerNear = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        return footer !== null && footer.getBoundingClientRect().top <= window.innerHeight + 100;
      });
      // The newsletter pop-up's code loads once the page is up, on the sites that have one.
      const deferred = [...(footerNear ? footerCodeFiles() : []), ...newsletterCodeFiles(html)];
      const expected = [...new Set([...counted, ...deferred])].sort();
      expect(scripts).toEqual(expected);
      // The page is set in the brand faces (they load), and only in fonts the font budget counts.
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(budgeted.fontFiles).toContain(font);
    });
  }

  test('hydration code is asked for only after the first paint: the text and pictures get the bandwidth first', async ({
    page,
  }) => {
    for (const [site, path] of [
      ['natmus', '/'],
      ['natmus', '/om-museet/historie'],
      ['natmus', '/kalender'],
      ['bevaring', '/viden/aarringe'],
    ] as const) {
      await page.goto(`${siteOrigin(site, TEST_PORT)}${path}`);
      await waitForHydration(page);
      const [paint, firstCode] = await page.evaluate(() => [
        performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? Number.NaN,
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(entries|chunks)\//.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      ]);
      expect(paint, `${site} ${path}: first paint`).toBeGreaterThan(0);
      expect(firstCode, `${site} ${path}: first request for client code`).toBeGreaterThanOrEqual(paint);
    }
  });

  test('a static page keeps its server HTML as is; its links navigate client-side; Back shows it in full', async ({
    page,
  }) => {
    const url = `${origin()}/om-museet/historie`;
    // The main area as the server sent it, before any script ran (module scripts run after "interactive").
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as { __serverMain?: string }).__serverMain = document.querySelector('main')?.innerHTML;
        }
      });
    });
    await firstLoad(page, url);
    const main = page.locator('main#main-content');
    const [before, after] = await page.evaluate(() => [
      (window as { __serverMain?: string }).__serverMain,
      document.querySelector('main')?.innerHTML,
    ]);
    expect(before?.length).toBeGreaterThan(1000);
    expect(after).toBe(before);

    // A link inside static HTML: Vike's router takes it (no full load), and the next page renders in full.
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    const link = main.locator('a[href^="/"]').first();
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect((await main.innerHTML()).length).toBeGreaterThan(500);

    // Back: the first page again, rendered from its code this time, with the same text.
    const firstText = await page.evaluate((html) => {
      const element = document.createElement('div');
      element.innerHTML = html ?? '';
      return element.textContent?.replace(/\s+/g, '');
    }, before);
    await page.goBack();
    await page.waitForURL(url);
    await expect.poll(() => main.evaluate((element) => element.textContent?.replace(/\s+/g, ''))).toBe(firstText);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('an interactive block among static ones works after a first load (the accordion)', async ({ page }) => {
    const { console: messages } = await firstLoad(page, `${origin()}/danmarks-oldtid`);
    const toggle = page.locator('main button[aria-expanded]').first();
    await expect(toggle).toBeVisible();
    const expanded = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    expect(messages.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
  });

  test('a first load sends only the interface words its code can show; a client-side navigation sends every word', async ({
    page,
    request,
  }) => {
    const wordsIn = (json: string) => Object.keys((JSON.parse(json) as { words: Record<string, string> }).words);
    const html = await (await request.get(`${origin()}/kalender`)).text();
    const data = /<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    const firstLoadWords = wordsIn(data);
    // The header's words are there; the calendar's own (a static block, kept as server HTML) are not.
    expect(firstLoadWords).toContain('skipToMain');
    expect(firstLoadWords).not.toContain('openingHoursClosedToday');
    const navigation = await (await request.get(`${origin()}/kalender/index.pageContext.json`)).text();
    expect(wordsIn(navigation)).toContain('openingHoursClosedToday');
    expect(wordsIn(navigation).length).toBeGreaterThan(2 * firstLoadWords.length);

    // A client-side navigation from it renders the next page whole in the browser, with its words (a word missing
    // would warn, which fails any browser test).
    await firstLoad(page, `${origin()}/kalender`);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page.locator('main a[href^="/begivenhed/"]').first().click();
    await page.waitForURL('**/begivenhed/**');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a first load leaves out what only static parts read (an article’s related teasers, search results), shown all the same', async ({
    page,
    request,
  }) => {
    const pageData = (html: string) => /<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // The request context resolves no *.localhost: it asks localhost with the site's Host header.
    const get = async (host: string, path: string) =>
      (await request.get(`${origin()}${path}`, { headers: { host: `${host}:${TEST_PORT}` } })).text();
    for (const { host, path, json, shown } of [
      {
        host: 'bevaring.localhost',
        path: '/viden/aarringe',
        json: '/viden/aarringe/index.pageContext.json',
        shown: 'h2:has-text("Læs også")',
      },
      {
        host: 'localhost',
        path: '/soeg?q=guld',
        json: '/soeg/index.pageContext.json?q=guld',
        shown: '#search-results li',
      },
    ]) {
      const data = pageData(await get(host, path));
      expect(data).toContain('"staticDataLeftOut":true');
      expect(data).not.toContain('"staticData":');
      // A client-side navigation renders the static parts from their code: it gets their data.
      expect(await get(host, json)).toContain('"staticData":');
      await firstLoad(page, `http://${host}:${TEST_PORT}${path}`);
      await expect(page.locator(shown).first()).toBeVisible();
    }
  });
});
