import { expect, test } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';
import { siteOrigin, waitForHydration } from './helpers/site';

const origin = siteOrigin('natmus', TEST_PORT);

/** The first link of the main navigation that stays on the site. */
async function firstInternalNavLink(page: import('@playwright/test').Page) {
  const link = page.getByRole('navigation', { name: 'Hovednavigation' }).locator('a[href^="/"]').first();
  await expect(link).toBeVisible();
  return link;
}

test.describe('between pages', () => {
  test('"receives focus after keyboard navigation to a new path": focus moves to main', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const link = await firstInternalNavLink(page);
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('a pointer navigation does not move focus to main; a new page starts at the top', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const link = await firstInternalNavLink(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/');
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
    await page
      .getByRole('navigation', { name: 'Vælg sprog' })
      .getByRole('link', { name: /English/ })
      .click();
    await page.waitForURL(`${origin}/en`);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});
