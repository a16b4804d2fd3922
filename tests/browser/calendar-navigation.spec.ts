import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * The calendar's date navigation and filters on the pinned demo day (CONTENT_TODAY=2026-11-22, a Sunday): plain
 * links with the choice in the URL, so a shared address shows the same and everything works without JavaScript.
 */
const natmus = siteOrigin('natmus', TEST_PORT);

test.describe('calendar navigation', () => {
  test('I morgen, Weekend and Næste uge change the URL and the days shown', async ({ page }) => {
    await page.goto(`${natmus}/kalender`);
    const nav = page.getByRole('navigation', { name: 'Vælg dato' });
    await expect(nav.getByRole('link', { name: 'I dag', exact: true })).toHaveAttribute('aria-current', 'date');

    await nav.getByRole('link', { name: 'I morgen', exact: true }).click();
    await expect(page).toHaveURL(/\/kalender\?fra=2026-11-23$/);
    await expect(page.getByRole('link', { name: 'I morgen', exact: true })).toHaveAttribute('aria-current', 'date');

    await page
      .getByRole('navigation', { name: 'Vælg dato' })
      .getByRole('link', { name: 'Weekend', exact: true })
      .click();
    await expect(page).toHaveURL(/\/kalender\?fra=2026-11-28&til=2026-11-29$/);
    await expect(page.locator('p', { hasText: 'Viser' })).toContainText('28. nov. - 29. nov.');
    // Recurring events are listed once for the weekend, not once per day.
    await expect(page.getByRole('heading', { level: 4, name: 'Jul i Prinsens Palæ' })).toHaveCount(1);

    await page.getByRole('link', { name: 'Næste uge' }).click();
    await expect(page).toHaveURL(/\/kalender\?fra=2026-12-05&til=2026-12-06$/);
    await expect(page.locator('p', { hasText: 'Viser' })).toContainText('5. dec. - 6. dec.');
    await expectNoAxeViolations(page, 'natmus /kalender weekend');
  });

  test('a tag filter keeps only matching events, and its URL shows the same when loaded fresh', async ({ page }) => {
    await page.goto(`${natmus}/kalender`);
    const events = page.locator('[data-layout="daily"] h4');
    await expect(events).toHaveText(['Jul i Prinsens Palæ', 'Omvisning: Danmarks Oldtid']);
    await page.getByRole('navigation', { name: 'Filtrér efter emne' }).getByRole('link', { name: /^Jul/ }).click();
    await expect(page).toHaveURL(/\/kalender\?emne=jul$/);
    await expect(events).toHaveText(['Jul i Prinsens Palæ']);
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(events).toHaveText(['Jul i Prinsens Palæ']);
    await page.getByRole('link', { name: 'Nulstil' }).click();
    await expect(events).toHaveCount(2);
  });

  test('a closed day gives its reason and links the next day with events', async ({ page }) => {
    await page.goto(`${natmus}/kalender?fra=2026-12-24`);
    await expect(page.getByText('Museet er lukket denne dag – Juleaften')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Næste dag med begivenheder/ })).toBeVisible();
    await expectNoAxeViolations(page, 'natmus /kalender closed day');
  });

  test('unreadable or far-away dates fall back into the calendar, never an error', async ({ page }) => {
    expect((await page.goto(`${natmus}/kalender?fra=not-a-date&emne=`))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'I dag', exact: true })).toHaveAttribute('aria-current', 'date');
    expect((await page.goto(`${natmus}/kalender?fra=2031-01-01`))?.status()).toBe(200);
    await expect(page.getByText(/Kalenderen viser begivenheder fra 22\. november 2026 til/)).toBeVisible();
  });

  test('the timeline layout shows period events once, as a period, on a site with a year’s horizon', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin('krigsmuseet', TEST_PORT)}/kalender`);
    await expect(page.locator('[data-layout="timeline"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Gennem hele perioden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: 'Særudstilling: Breve fra fronten' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'krigsmuseet /kalender');
  });
});

test.describe('calendar navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shortcuts and the day strip are plain links that work without JavaScript', async ({ page }) => {
    await page.goto(`${natmus}/kalender`);
    await page.getByRole('link', { name: 'Weekend', exact: true }).click();
    await expect(page).toHaveURL(/\/kalender\?fra=2026-11-28&til=2026-11-29$/);
    await expect(page.locator('p', { hasText: 'Viser' })).toContainText('28. nov. - 29. nov.');
    await page
      .getByRole('navigation', { name: 'Vælg dato' })
      .getByRole('link', { name: /^søn\. 29 nov\./ })
      .click();
    await expect(page).toHaveURL(/\/kalender\?fra=2026-11-29$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Søndag 29. november 2026' })).toBeVisible();
  });
});
