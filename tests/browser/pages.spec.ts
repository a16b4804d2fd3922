import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { repeatedImages } from './helpers/pageImages';
import {
  axeCoverPages,
  type DatasetPage,
  datasetDocuments,
  datasetPages,
  documentPath,
  languageLink,
  PRODUCTION_SITES,
  siteOrigin,
  waitForHydration,
} from './helpers/site';
import { expect, expectBrowserErrors, failedResponse, test } from './helpers/test';

const pages = datasetPages();

const documents = datasetDocuments();
const documentById = new Map(documents.map((doc) => [String(doc._id), doc]));
/** The image assets by their sha1, named by their file (`viking-ship.jpg`), for the messages. */
const imageNames = new Map(
  documents
    .filter((doc) => doc._type === 'sanity.imageAsset')
    .map((doc) => [String(doc._id).split('-')[1] ?? '', String(doc.originalFilename)]),
);
const assetSha1 = (image: unknown): string =>
  String((image as { asset?: { _ref?: string } })?.asset?._ref ?? '').split('-')[1] ?? '';

/**
 * The header's menu features a ticket on some sites, with the ticket's picture: on that ticket's own page its hero
 * shows the same picture, once in the (closed) menu and once in the page.
 */
function menuTicketOwnImage(page: DatasetPage): Set<string> {
  const navigation = documentById.get(`navigation-${page.site}-${page.locale}`);
  if ((navigation?.featuredTicket as { _ref?: string } | undefined)?._ref !== page.id) return new Set();
  const hero = documentById.get(page.id)?.hero as { image?: unknown } | undefined;
  return new Set([assetSha1(hero?.image)].filter(Boolean));
}

test.describe('every page of every production site and locale', () => {
  test('the dataset gives each production site a front page in all four locales', () => {
    for (const site of PRODUCTION_SITES) {
      const locales = pages.filter((p) => p.site === site && p.type === 'frontPage').map((p) => p.locale);
      expect(locales.sort()).toEqual(['da', 'de', 'en', 'sv']);
    }
  });

  for (const site of PRODUCTION_SITES) {
    test(`${site}: every page answers 200 in its language and theme; exactly one h1, first; titled "Page – Site"; described; no image twice`, async ({
      request,
    }) => {
      const sitePages = pages.filter((p) => p.site === site);
      expect(sitePages.length).toBeGreaterThan(0);
      for (const page of sitePages) {
        const response = await request.get(`http://127.0.0.1:${TEST_PORT}${page.path}`, {
          headers: { host: new URL(siteOrigin(site, TEST_PORT)).host },
        });
        const where = `${site} ${page.path} (${page.type})`;
        expect(response.status(), where).toBe(200);
        const html = await response.text();
        expect(html, where).toContain(`<html lang="${page.locale}"`);
        expect(html, where).toContain(`data-site="${site}"`);
        // One h1 (the hidden one "when seo has injectedH1 text", else the visible title), before any other heading.
        expect(html.match(/<h1[\s>]/g)?.length, `${where}: h1 count`).toBe(1);
        expect(/<h([1-6])[\s>]/.exec(html)?.[1], `${where}: the first heading is the h1`).toBe('1');
        const siteName = /<meta property="og:site_name" content="([^"]+)"/.exec(html)?.[1];
        expect(siteName, `${where}: og:site_name`).toBeTruthy();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title.toLowerCase(), `${where}: title names the site`).toContain(siteName?.toLowerCase());
        if (!page.noindex)
          expect(html, `${where}: meta description`).toMatch(/<meta name="description" content="[^"]+"/);
        // The site should read like a museum's, not one drawing repeated: no image shows twice on a page – hero,
        // teasers, cards, lists, image blocks, related content, the header's menu – in <main> or anywhere in the body
        // (tests/browser/helpers/pageImages.ts: tab panels count one at a time, a figure's close-up is its own image).
        const repeated = repeatedImages(html, menuTicketOwnImage(page)).map(
          ({ asset, count, view }) =>
            `${imageNames.get(asset) ?? asset} (${asset.slice(0, 8)}) ${count} times${view === 'page' ? '' : ` with ${view}`}`,
        );
        expect(repeated, `${where}: an image shown more than once`).toEqual([]);
      }
    });
  }

  for (const page of axeCoverPages(pages)) {
    // One page a worker visits them all (sharedPage): axe comes with every document it loads.
    test(`${page.site} ${page.path} (${page.type}, ${page.locale}): zero axe violations`, async ({
      sharedPage: browserPage,
    }) => {
      const response = await browserPage.goto(`${siteOrigin(page.site, TEST_PORT)}${page.path}`);
      expect(response?.status()).toBe(200);
      await expect(browserPage.locator('html')).toHaveAttribute('lang', page.locale);
      await expect(browserPage.locator(`[data-site="${page.site}"]`)).toHaveCount(1);
      await expectNoAxeViolations(browserPage, `${page.site} ${page.path}`);
    });
  }
});

test.describe('shell behaviour', () => {
  test('the skip link is the first focusable element, appears on focus and moves focus to main', async ({ page }) => {
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/`);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toHaveText('Gå til hovedindhold');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the language switcher links to the page’s translations', async ({ page }) => {
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/`);
    // Once the scripts run; before that (and without them) the links set the locale cookie on the way
    // (/api/locale, tests/browser/navigation.spec.ts).
    await waitForHydration(page);
    const english = await languageLink(page, /English/);
    await expect(english).toHaveAttribute('href', '/en');
    await english.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the head: canonical and og:url on the site’s configured origin, never the Host header', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${TEST_PORT}/en`, {
      headers: { host: `krigsmuseet.localhost:${TEST_PORT}` },
    });
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="http://krigsmuseet.localhost:${TEST_PORT}/en"/>`);
    const evil = await request.get(`http://127.0.0.1:${TEST_PORT}/`, { headers: { host: 'evil.example' } });
    const evilHtml = await evil.text();
    expect(evilHtml).not.toContain('evil.example');
    expect(evilHtml).toContain(`<link rel="canonical" href="http://localhost:${TEST_PORT}/"/>`);
  });
});

test.describe('newsletter pop-up from the site config', () => {
  test.use({ newsletterDismissed: false });

  test('opens a while after a page arrives without taking focus; Escape inside closes it and it stays closed', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/`);
    await page.keyboard.press('Tab'); // the skip link
    const skipLink = page.locator('a[href="#main-content"]');
    await expect(skipLink).toBeFocused();
    const card = page.getByRole('dialog', { name: 'Nyhedsbrev fra Nationalmuseet' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(skipLink).toBeFocused(); // it never takes focus on its own
    await expect(card.getByRole('link', { name: /Tilmeld dig nyhedsbrevet/ })).toHaveAttribute(
      'href',
      'https://nyhedsbrev.natmus.dk/tilmeld/nationalmuseet',
    );
    await expectNoAxeViolations(page, 'newsletter pop-up');
    await card.getByRole('link', { name: /Tilmeld dig nyhedsbrevet/ }).focus();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-dismissed:natmus'))).not.toBeNull();
    await page.reload();
    await page.waitForTimeout(5_000);
    await expect(card).toBeHidden();
  });

  test('it never opens during navigation: each new page starts the delay again', async ({ page }) => {
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/`);
    await page.waitForTimeout(2_500);
    // Leave for another page shortly before the delay is up: the card does not show up on the way or just after.
    await page.locator('main a[href^="/"]:not([href="/"])').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    const card = page.getByRole('dialog', { name: 'Nyhedsbrev fra Nationalmuseet' });
    await page.waitForTimeout(2_500);
    await expect(card).toHaveCount(0);
    await expect(card).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('page loader outcomes over HTTP', () => {
  const redirects = datasetDocuments().filter(
    (doc) => doc._type === 'redirect' && (PRODUCTION_SITES as readonly string[]).includes(String(doc.site)),
  );

  const documentsById = new Map(datasetDocuments().map((doc) => [String(doc._id), doc]));
  /** Where a redirect document points: the external URL as is, or the target page's path (absolute on another site). */
  function expectedLocation(redirect: Record<string, unknown>): string {
    const to = redirect.to as { type: string; href?: string; reference?: { _ref: string } };
    if (to.type === 'external') return String(to.href);
    const target = documentsById.get(String(to.reference?._ref));
    if (!target) throw new Error(`redirect ${String(redirect._id)} points at a missing document`);
    const path = documentPath(target);
    return target.site === redirect.site ? path : `${siteOrigin(String(target.site), TEST_PORT)}${path}`;
  }

  test('a redirect document’s path answers 301 or 302 with its Location', async ({ request }) => {
    expect(redirects.length).toBeGreaterThanOrEqual(PRODUCTION_SITES.length * 2);
    const statuses = new Set<number>();
    for (const redirect of redirects) {
      const response = await request.get(`http://127.0.0.1:${TEST_PORT}${redirect.from}`, {
        headers: { host: `${redirect.site === 'natmus' ? '' : `${redirect.site}.`}localhost:${TEST_PORT}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(redirect.statusCode === 301 ? 301 : 302);
      expect(response.headers().location, `redirect ${redirect._id}`).toBe(expectedLocation(redirect));
      statuses.add(response.status());
    }
    expect([...statuses].sort()).toEqual([301, 302]);
  });

  test.describe(() => {
    expectBrowserErrors(failedResponse(404));
    test('an unknown path answers 404 with "Siden blev ikke fundet", titled in its language with the site, also at /{locale}/404', async ({
      page,
    }) => {
      const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/denne-side-findes-ikke`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
      await expect(page).toHaveTitle('Siden blev ikke fundet (404) – Nationalmuseet');
      const english = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/en/404`);
      expect(english?.status()).toBe(404);
      await expect(page).toHaveTitle('The page could not be found (404) – National Museum of Denmark');
      await expectNoAxeViolations(page, '/en/404');
    });

    for (const [path, locale] of [
      ['/404', 'da'],
      ['/de/404', 'de'],
      ['/sv/404', 'sv'],
    ] as const) {
      test(`the 404 page at ${path} in its locale (${locale}): zero axe violations`, async ({ page }) => {
        const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}${path}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoAxeViolations(page, path);
      });
    }
  });

  test.describe(() => {
    expectBrowserErrors(failedResponse(500));
    test('/fejl answers 500 with the Danish error text', async ({ page }) => {
      const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/fejl`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi kan desværre ikke vise siden');
      await expect(page.getByText('Prøv igen senere, eller kontakt os hvis fejlen fortsætter')).toBeVisible();
      await expectNoAxeViolations(page, '/fejl');
    });
  });

  test('/api/ paths are not pages', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${TEST_PORT}/api/findes-ikke`);
    expect(response.status()).toBe(404);
  });
});
