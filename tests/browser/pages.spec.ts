import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';
import { datasetDocuments, datasetPages, PRODUCTION_SITES, siteOrigin } from './helpers/site';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const pages = datasetPages();

test.describe('every page of the slice, on every production site and locale', () => {
  test('the dataset gives each production site a front page in all four locales', () => {
    for (const site of PRODUCTION_SITES) {
      const locales = pages.filter((p) => p.site === site && p.type === 'frontPage').map((p) => p.locale);
      expect(locales.sort()).toEqual(['da', 'de', 'en', 'sv']);
    }
  });

  for (const page of pages) {
    test(`${page.site} ${page.path} (${page.type}, ${page.locale}): renders in its site's theme with zero axe violations`, async ({
      page: browserPage,
    }) => {
      const response = await browserPage.goto(`${siteOrigin(page.site, TEST_PORT)}${page.path}`);
      expect(response?.status()).toBe(200);
      await expect(browserPage.locator('html')).toHaveAttribute('lang', page.locale);
      await expect(browserPage.locator(`[data-site="${page.site}"]`)).toHaveCount(1);
      await expect(browserPage.locator('h1').first()).toBeAttached();
      const results = await new AxeBuilder({ page: browserPage }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
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
    const switcher = page.getByRole('navigation', { name: 'Vælg sprog' });
    await expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en');
    await switcher.getByRole('link', { name: /English/ }).click();
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

test.describe('page loader outcomes over HTTP', () => {
  const redirects = datasetDocuments().filter(
    (doc) => doc._type === 'redirect' && (PRODUCTION_SITES as readonly string[]).includes(String(doc.site)),
  );

  test('a redirect document’s path answers 301 or 302 with its Location', async ({ request }) => {
    expect(redirects.length).toBeGreaterThanOrEqual(PRODUCTION_SITES.length * 2);
    const statuses = new Set<number>();
    for (const redirect of redirects) {
      const response = await request.get(`http://127.0.0.1:${TEST_PORT}${redirect.from}`, {
        headers: { host: `${redirect.site === 'natmus' ? '' : `${redirect.site}.`}localhost:${TEST_PORT}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(redirect.statusCode === 301 ? 301 : 302);
      expect(response.headers().location).toBeTruthy();
      statuses.add(response.status());
    }
    expect([...statuses].sort()).toEqual([301, 302]);
  });

  test('an unknown path answers 404 with "Siden blev ikke fundet", also at /{locale}/404', async ({ page }) => {
    const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/denne-side-findes-ikke`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
    await expect(page).toHaveTitle('404');
    const english = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/en/404`);
    expect(english?.status()).toBe(404);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('/fejl answers 500 with the Danish error text', async ({ page }) => {
    const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/fejl`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi kan desværre ikke vise siden');
    await expect(page.getByText('Prøv igen senere, eller kontakt os hvis fejlen fortsætter')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('/api/ paths are not pages', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${TEST_PORT}/api/findes-ikke`);
    expect(response.status()).toBe(404);
  });
});
