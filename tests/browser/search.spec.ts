import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin } from './helpers/site';
import { expect, test } from './helpers/test';

const origin = siteOrigin('natmus', TEST_PORT);

test.describe('search without JavaScript ("works without JavaScript (a plain GET form)")', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search form leads to the search page with results', async ({ page }) => {
    await page.goto(`${origin}/`);
    const header = page.getByRole('search', { name: 'Søg på sitet' });
    const field = header.getByRole('searchbox');
    await expect(field).toBeVisible();
    await field.fill('oldtiden');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/soeg\?q=oldtiden$/);
    await expect(page.getByRole('status')).toHaveText(/resultat(er)? for »oldtiden«/);
    await expect(
      page.getByRole('list', { name: 'Søgeresultater' }).getByRole('link', { name: 'Danmarks Oldtid', exact: true }),
    ).toBeVisible();
  });

  test('the search page form submits a plain GET; facet filters are links', async ({ page }) => {
    await page.goto(`${origin}/soeg`);
    await expect(page.getByRole('heading', { level: 1, name: 'Søg' })).toBeVisible();
    await page.getByLabel('Søgeord').fill('museet');
    await page.getByRole('button', { name: 'Søg', exact: true }).last().click();
    await expect(page).toHaveURL(/\/soeg\?q=museet$/);
    const status = page.getByRole('status');
    await expect(status).toHaveText(/\d+ resultat(er)? for »museet«/);
    const facets = page.getByRole('navigation', { name: 'Filtrér efter type' });
    if ((await facets.count()) > 0) {
      await facets.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/type=/);
      await expect(facets.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('"recommended terms" of the site navigation are ready-made searches', async ({ page }) => {
    await page.goto(`${origin}/soeg`);
    const terms = page.getByRole('main').getByRole('navigation', { name: 'Populære søgninger' });
    await terms.getByRole('link', { name: 'Vikinger' }).click();
    await expect(page).toHaveURL(/\/soeg\?q=Vikinger$/);
  });

  test('other locales: /en/soeg, /de/soeg, /sv/soeg with the stemmer of their language', async ({ page }) => {
    for (const [path, title] of [
      ['/en/soeg?q=prehistoric', 'Danish Prehistory'],
      ['/de/soeg?q=Vorgeschichten', 'Dänemarks Vorgeschichte'],
      ['/sv/soeg?q=forntiden', 'Danmarks forntid'],
    ] as const) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
    }
  });

  test('an over-long text shows a message (no error page); a search finding nothing says so', async ({ page }) => {
    const response = await page.goto(`${origin}/soeg?q=${'a'.repeat(201)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Søgeordet er for langt: højst 200 tegn.');
    await page.goto(`${origin}/soeg?q=xylofonkvartet`);
    await expect(page.getByRole('status')).toHaveText('Ingen resultater for »xylofonkvartet«');
  });
});

test.describe('search with JavaScript', () => {
  test('a facet link navigates on the client and the status region announces the new count', async ({ page }) => {
    await page.goto(`${origin}/soeg?q=museet`);
    await page.waitForFunction(() => (window as { dataLayer?: unknown[] }).dataLayer !== undefined);
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('role', 'status');
    const before = await status.textContent();
    const facets = page.getByRole('navigation', { name: 'Filtrér efter type' });
    test.skip((await facets.count()) === 0, 'the dataset gives one type only');
    await facets.getByRole('link').last().click();
    await expect(page).toHaveURL(/type=/);
    await expect(status).not.toHaveText(before ?? '');
  });

  test('the search page is keyboard friendly and has zero axe violations', async ({ page }) => {
    await page.goto(`${origin}/soeg?q=museet`);
    await expectNoAxeViolations(page, '/soeg?q=museet');
    const empty = await page.goto(`${origin}/soeg`);
    expect(empty?.status()).toBe(200);
    await expectNoAxeViolations(page, '/soeg');
    // The field is reachable and labelled.
    await page.getByLabel('Søgeord').focus();
    await page.keyboard.type('vikinger');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/soeg\?q=vikinger$/);
  });
});

test.describe('search API', () => {
  test('GET /api/search/get-embedding-result: ids as JSON; bad input is a 400 with a JSON error', async ({
    request,
  }) => {
    const ok = await request.get(`${origin}/api/search/get-embedding-result?environment=stage&query=oldtiden`);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toContain('landingPage-natmus-prehistory-da');
    for (const query of ['', '?query=', `?query=${'a'.repeat(201)}`, '?query=x&environment=nope']) {
      const bad = await request.get(`${origin}/api/search/get-embedding-result${query}`);
      expect(bad.status(), query).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe('Bad Request');
    }
  });
});
