import { TEST_PORT } from '../../playwright.config';
import { languageLink, siteOrigin, waitForHydration } from './helpers/site';
import { expect, test } from './helpers/test';

const origin = siteOrigin('natmus', TEST_PORT);

/** A marker that survives client-side navigation and vanishes with a full page load. */
async function mark(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
}

/** The first link of the main navigation that stays on the site. */
async function firstInternalNavLink(page: import('@playwright/test').Page) {
  const link = page.getByRole('navigation', { name: 'Hovednavigation' }).locator('a[href^="/"]').first();
  await expect(link).toBeVisible();
  return link;
}

test.describe('between pages', () => {
  test('spec: the skip link "receives focus after keyboard navigation to a new path"; it shows, and Enter moves on to main', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const link = await firstInternalNavLink(page);
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    const skip = page.locator('a#skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('a pointer navigation does not move focus to the skip link; a new page starts at the top', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const link = await firstInternalNavLink(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/');
    await expect(page.locator('a#skip-link')).not.toBeFocused();
    await expect(page.locator('main#main-content')).not.toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back restores the saved scroll position', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const link = await firstInternalNavLink(page);
    const href = await link.getAttribute('href');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    // Vike saves the position as the visitor scrolls (throttled); give it that moment.
    await page.waitForTimeout(500);
    await page.evaluate((target) => {
      (document.querySelector(`a[href="${target}"]`) as HTMLAnchorElement).click();
    }, href);
    await page.waitForURL(`**${href}`);
    await page.goBack();
    await page.waitForURL(`${origin}/`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
  });

  test('"In production only, page views are pushed to a tag manager data layer (event pageview, title, path)"', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length === 1);
    const link = await firstInternalNavLink(page);
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.waitForFunction(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length === 2);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, string>[] }).dataLayer);
    expect(layer[0]).toMatchObject({ event: 'pageview', path: '/' });
    expect(layer[1]).toMatchObject({ event: 'pageview', path: href, title: await page.title() });
  });

  test('"Locale cookie lasts 365 days, path /, lax same-site", set on a language switch', async ({ page, context }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    // With scripts the client router goes straight to the translation (no round trip through /api/locale).
    const switches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/locale')) switches.push(request.url());
    });
    await mark(page);
    await (await languageLink(page, /English/)).click();
    await page.waitForURL(`${origin}/en`);
    expect(switches).toEqual([]);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});

/** The locale cookie's value, path, same-site and lifetime in days. */
async function localeCookieOf(context: import('@playwright/test').BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  return cookie && { ...cookie, days: (cookie.expires * 1000 - Date.now()) / 86_400_000 };
}

test.describe('"Locale change: locale cookie set, messages loaded, redirect to a locale-prefixed path if needed", without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Locale cookie lasts 365 days, path /, lax same-site": the language switch sets it through the server and lands on the translation', async ({
    page,
    context,
  }) => {
    await page.goto(`${origin}/udstillinger/guldhornene`);
    const german = await languageLink(page, /Deutsch/);
    await german.click();
    await page.waitForURL(`${origin}/de/ausstellungen/die-goldhoerner`);
    // The German page, with its interface words.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Sprache wählen' })).toBeVisible();
    const cookie = await localeCookieOf(context);
    expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie?.days).toBeGreaterThan(364);
    expect(cookie?.days).toBeLessThanOrEqual(365);

    // Back to Danish: the cookie follows, and the Danish page has no prefix.
    await (await languageLink(page, /Dansk/, 'Sprache wählen')).click();
    await page.waitForURL(`${origin}/udstillinger/guldhornene`);
    expect((await localeCookieOf(context))?.value).toBe('da');
  });

  test("the bare root `/` takes a visitor who chose another language to that locale's root; Danish and no cookie stay on `/`", async ({
    page,
    context,
  }) => {
    await page.goto(`${origin}/`);
    await (await languageLink(page, /Svenska/)).click();
    await page.waitForURL(`${origin}/sv`);
    // A later visit to the bare root: the Swedish front page.
    await page.goto(`${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/sv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    // Other paths are as written: the Danish pages stay reachable.
    await page.goto(`${origin}/udstillinger/guldhornene`);
    expect(new URL(page.url()).pathname).toBe('/udstillinger/guldhornene');

    await context.clearCookies();
    await page.goto(`${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  });
});

test.describe('the locale cookie on the server', () => {
  const base = `http://127.0.0.1:${TEST_PORT}`;

  test('the redirect from `/` is private to the visitor (Vary: Cookie, not stored); `/` without the cookie stays the cached Danish page', async ({
    request,
  }) => {
    const redirect = await request.get(`${base}/`, { headers: { cookie: 'locale=en' }, maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/en');
    expect(redirect.headers().vary).toMatch(/cookie/i);
    expect(redirect.headers()['cache-control']).toBe('private, no-store');

    // The page cache answers visitors without the cookie (and with Danish) as before.
    await request.get(`${base}/`);
    for (const cookie of [undefined, 'locale=da']) {
      const page = await request.get(`${base}/`, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      expect(page.status(), String(cookie)).toBe(200);
      expect(page.headers()['x-page-cache'], String(cookie)).toMatch(/HIT|STALE/);
      expect(page.headers()['cache-control']).toMatch(/s-maxage=/);
    }
  });

  test('never for crawlers: a search bot with the cookie gets `/` itself', async ({ request }) => {
    const bot = await request.get(`${base}/`, {
      headers: {
        cookie: 'locale=de',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(200);
    expect(await bot.text()).toContain('<html lang="da"');
  });

  test('the switch route refuses what is not a same-site path in its own locale (never an open redirect)', async ({
    request,
  }) => {
    for (const query of [
      'locale=en&redirect=https://evil.example/',
      'locale=en&redirect=//evil.example/en',
      'locale=en&redirect=/%5Cevil.example',
      'locale=fr&redirect=/fr',
      'locale=en&redirect=/de',
    ]) {
      const response = await request.get(`${base}/api/locale?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(400);
      expect(response.headers()['set-cookie'], query).toBeUndefined();
    }
  });
});
