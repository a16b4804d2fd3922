import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * The calendar area in the browser, one page per type, on the pinned demo day (CONTENT_TODAY=2026-11-22, a Sunday,
 * set in playwright.config.ts so the expectations do not rot): status 200, the right content for that day, zero axe
 * violations.
 */

/** A same-site GET from the page (the browser resolves the site's *.localhost host, Node's resolver does not). */
async function fetchFromPage(
  page: Page,
  path: string,
): Promise<{ status: number; contentType: string | null; cacheControl: string | null; text: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      text: await response.text(),
    };
  }, path);
}

test.describe('calendar, event and ticket pages on Sunday 22 November 2026', () => {
  test('calendar page: today first, period events before occurrence events, a closed day with its reason', async ({
    page,
  }) => {
    const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/kalender`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    const days = page.locator('[data-layout="daily"] > ol > li');
    const today = days.first();
    await expect(today.getByRole('heading', { level: 3 })).toHaveText('Søndag 22. november 2026');
    await expect(today.getByRole('heading', { level: 4 })).toHaveText([
      'Jul i Prinsens Palæ',
      'Omvisning: Danmarks Oldtid',
    ]);
    // "A closed day shows no events": Christmas Eve says why.
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/kalender?fra=2026-12-24`);
    await expect(page.getByText('Museet er lukket denne dag – Juleaften')).toBeVisible();
    // The header's opening hours for today (the spec root data "openToday").
    await expect(page.getByText('Åbent i dag 10.00 - 17.00').first()).toBeAttached();
    await expectNoAxeViolations(page, 'natmus /kalender');
  });

  test('event page: hero with dates, tags and ticket variants; JSON-LD Event', async ({ page }) => {
    const response = await page.goto(`${siteOrigin('kronborg', TEST_PORT)}/en/event/hamlet-omvisning`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Guided tour: Hamlet’s castle' })).toBeVisible();
    // The hero's purchase link (the header has the site's own ticket link before it).
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Buy ticket/ })
        .first(),
    ).toHaveAttribute('href', 'https://kronborg.dk/billetter');
    await expect(page.getByRole('heading', { name: 'Practical information' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"startDate":"2026-11-22T12:00:00+01:00"');
    // "an .ics file per event … linked from the pages"; the link serves a calendar file.
    const calendarLink = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    await expect(calendarLink).toHaveAttribute('href', '/api/calendar/events/event-kronborg-hamlet-omvisning-en.ics');
    const file = await fetchFromPage(page, '/api/calendar/events/event-kronborg-hamlet-omvisning-en.ics');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/calendar; charset=utf-8');
    expect(file.text).toContain('DTSTART;TZID=Europe/Copenhagen:');
    await expectNoAxeViolations(page, 'kronborg /en/event/hamlet-omvisning');
  });

  test('calendar page links the subscribable feed of its site and language; unknown events are 404', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin('natmus', TEST_PORT)}/kalender`);
    await expect(page.getByRole('link', { name: 'Abonnér på kalenderen' })).toHaveAttribute(
      'href',
      `webcal://localhost:${TEST_PORT}/api/calendar/da.ics`,
    );
    const feedLink = page.getByRole('link', { name: 'Hent kalenderen som fil (.ics)' });
    await expect(feedLink).toHaveAttribute('href', '/api/calendar/da.ics');
    const feed = await fetchFromPage(page, '/api/calendar/da.ics');
    expect(feed.status).toBe(200);
    expect(feed.contentType).toBe('text/calendar; charset=utf-8');
    expect(feed.cacheControl).toContain('max-age=3600');
    expect(feed.text).toContain('BEGIN:VTIMEZONE');
    expect((await page.request.get('/api/calendar/events/nothing-here.ics')).status()).toBe(404);
  });

  test('ticket page: variants with price and capacity, benefits, FAQ, events', async ({ page }) => {
    const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/billet/entre`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrébillet' })).toBeVisible();
    await expect(page.getByText('Pladser: 25')).toBeVisible();
    await expect(page.getByText('Kan jeg komme ind og ud?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Begivenheder med denne billet' })).toBeVisible();
    await expectNoAxeViolations(page, 'natmus /billet/entre');
  });

  test('ticket overview: featured tickets; the calendar teaser hides the empty tomorrow (a closed Monday)', async ({
    page,
  }) => {
    const response = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/billetter-og-priser`);
    expect(response?.status()).toBe(200);
    // The page's own featured ticket (the header's menu may feature the same ticket).
    await expect(page.getByRole('main').getByRole('link', { name: /^Entrébillet/ })).toHaveAttribute(
      'href',
      '/billet/entre',
    );
    await expect(page.getByRole('heading', { level: 3, name: /^I dag/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^I morgen/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'natmus /billetter-og-priser');
  });
});
