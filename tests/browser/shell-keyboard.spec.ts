import { TEST_PORT } from '../../playwright.config';
import { openStory } from './helpers/catalogue';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * Keyboard behaviour of the shell, against the built catalogue (npm run catalogue:build).
 * Sub-menus are native details/summary (WAI-ARIA disclosure navigation); the menu button is a
 * disclosure button; the newsletter pop-up is a native modal dialog.
 */

test.describe('header sub-menus (disclosure navigation)', () => {
  for (const key of ['Enter', 'Space'] as const) {
    test(`${key} on a sub-menu's summary opens and closes it`, async ({ sharedPage: page }) => {
      await openStory(page, 'shell--header--default');
      const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
      const summary = nav.locator('summary').first();
      const details = nav.locator('details').first();
      await summary.focus();
      await expect(details).not.toHaveAttribute('open');
      await page.keyboard.press(key);
      await expect(details).toHaveAttribute('open', '');
      await page.keyboard.press('Tab');
      await expect(details.getByRole('link').first()).toBeFocused();
      await summary.focus();
      await page.keyboard.press(key);
      await expect(details).not.toHaveAttribute('open');
    });
  }

  test('Escape inside an open sub-menu closes it and returns focus to its summary', async ({ sharedPage: page }) => {
    await openStory(page, 'shell--header--default');
    const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
    const details = nav.locator('details').first();
    await nav.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(nav.locator('summary').first()).toBeFocused();
  });

  test('only one sub-menu is open at a time', async ({ sharedPage: page }) => {
    await openStory(page, 'shell--header--default');
    const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
    await nav.locator('summary').nth(0).click();
    await nav.locator('summary').nth(1).click();
    await expect(nav.locator('details[open]')).toHaveCount(1);
    await expect(nav.locator('details').nth(1)).toHaveAttribute('open', '');
  });
});

test.describe('mobile menu button', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('reveals and hides the navigation; Escape closes it and returns focus', async ({ page }) => {
    await openStory(page, 'shell--header--default');
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.locator('summary').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav).toBeHidden();
    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
  });

  test('on wide screens the first level is in a slim bar (at most 96 px); the menu opens the rest on demand', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStory(page, 'shell--header--default');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
    await expect(nav).toBeVisible();
    const search = page.getByRole('searchbox');
    await expect(search).toBeHidden();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(96);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(menu).toBeFocused();

    // The search button opens the menu with the cursor in the search field.
    await header.getByRole('button', { name: 'Søg', exact: true }).click();
    await expect(search).toBeFocused();
  });

  test('the language menu in the bar: one tab stop; Enter opens it, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStory(page, 'shell--header--default');
    const switcher = page.getByRole('navigation', { name: 'Vælg sprog' });
    const summary = switcher.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const german = switcher.getByRole('link', { name: 'Deutsch' });
    await expect(german).toBeVisible();
    await expect(german).toHaveAttribute('lang', 'de');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(german).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('a first level too long for the bar moves into the menu instead of wrapping', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${siteOrigin('bevaring', TEST_PORT)}/`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-navigation-fits', 'no');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(96);
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toBeVisible();
    // Wider, it fits again.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1600, height: 800 });
    await expect(header).not.toHaveAttribute('data-navigation-fits', 'no');
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toBeVisible();
  });

  test('on a phone the bar is at most 64 px high', async ({ page }) => {
    await openStory(page, 'shell--header--default');
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(64);
  });
});

test.describe('newsletter pop-up', () => {
  test('shows after a delay without taking focus; Tab reaches it; Escape closes it; not shown again after reload', async ({
    page,
  }) => {
    // The story waits 1.5 s before opening: time to put focus somewhere first.
    await openStory(page, 'shell--site-shell--with-newsletter');
    await expect(page.locator('#main-content')).toBeAttached();
    const trigger = page.locator('a[href="#main-content"]');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    const dialog = page.getByRole('dialog', { name: 'Få nyt fra Nationalmuseet' });
    await expect(dialog).toBeVisible();
    const signup = dialog.getByRole('link', { name: /Tilmeld dig nyhedsbrevet/ });
    await expect(signup).toHaveAttribute('href', 'https://nyhedsbrev.natmus.dk/tilmeld');
    await expect(trigger).toBeFocused();
    // It comes after the page in the tab order: from the page's last stop, Tab goes into it.
    const lastOfPage = page.locator('main a, main button, footer a, footer button').last();
    await lastOfPage.focus();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();

    await page.reload();
    // The story is on screen again (not "network idle", which a loaded machine may never reach); then longer than the
    // pop-up's delay passes without it.
    await expect(page.locator('[data-catalogue-ready] #main-content')).toBeAttached();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"no thanks" closes it and is remembered too', async ({ page }) => {
    await openStory(page, 'shell--newsletter-popup--default');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nej tak' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.waitForTimeout(1200);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('grid debug overlay', () => {
  test('Shift+D toggles the grid; hidden by default; ignored while typing', async ({ sharedPage: page }) => {
    await openStory(page, 'shell--grid-debug--default');
    const overlay = page.locator('[data-grid-debug]');
    await expect(overlay).toHaveCount(0);
    await page.locator('body').press('Shift+D');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(overlay).toHaveCSS('pointer-events', 'none');
    await expect(overlay.locator('> div > div > div')).toHaveCount(12);
    await page.locator('body').press('Shift+D');
    await expect(overlay).toBeHidden();

    await page.getByRole('textbox').focus();
    await page.keyboard.press('Shift+D');
    await expect(page.getByRole('textbox')).toHaveValue('D');
    await expect(overlay).toBeHidden();
  });

  test('the site shell carries the overlay too', async ({ sharedPage: page }) => {
    await openStory(page, 'shell--site-shell--default');
    await expect(page.locator('[data-grid-debug]')).toBeHidden();
    await page.locator('body').press('Shift+D');
    await expect(page.locator('[data-grid-debug]')).toBeVisible();
  });
});

test.describe('article layout', () => {
  test('the skip link stays first, then the working header; the sheet closes to the front page; no footer', async ({
    sharedPage: page,
  }) => {
    await openStory(page, 'shell--site-shell--article');
    await expect(page.locator('footer')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main-content"]')).toBeFocused();
    await page.keyboard.press('Tab');
    // Next: the header's logo; the header above the sheet works (its links and buttons take focus and clicks).
    await expect(page.locator('header a').first()).toBeFocused();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
    await page.keyboard.press('Escape');
    const close = page.locator('[data-article-wrapper] nav a');
    await expect(close).toHaveAttribute('href', '/');
    await expect(close).toHaveText(/Luk/);
  });
});
