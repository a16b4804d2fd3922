import { stegaClean } from '@sanity/client/stega';
import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { siteOrigin, waitForHydration } from './helpers/site';
import {
  expect,
  expectBrowserErrors,
  failedResponse,
  type Locator,
  OFFLINE_THIRD_PARTY,
  type Page,
  test,
} from './helpers/test';

/**
 * Editor ergonomics in preview: the banner says what is shown and as of which day, links the page to its document
 * in the Studio, and shows what search engines will see; a page that exists only as a draft opens at its slug.
 * None of it reaches a published page.
 */
/** This spec's own preview server's port (tests/architecture/testPorts.test.ts: one spec a port). */
const PREVIEW_PORT = TEST_PORT + 8;
const SECRET = 'editor-preview-secret';
const STUDIO = 'https://studio.example.org/production';
const DRAFT_ONLY = '/soelvskatte';
const DRAFT_ONLY_TITLE = 'Sølvskatte – vikingetidens rigdomme';
const VISIT = '/besoeg-museet';

/** What a text reads as, without the click-to-edit stega that preview texts carry (click-to-edit.spec.ts). */
const shownText = async (locator: Locator) => stegaClean((await locator.textContent()) ?? '');
const banner = (page: Page) => page.getByRole('region', { name: 'Forhåndsvisning' });
const status = (page: Page) => page.locator('[data-preview-status]');

test.describe('outside preview, nothing of the editors’ tools is rendered', () => {
  test('published HTML has no banner, no Studio link, no search-engine panel and no preview state', async ({
    request,
  }) => {
    const origin = siteOrigin('natmus', TEST_PORT);
    for (const path of [VISIT, '/kalender?date=2026-12-24', '/en/visit-the-museum', '/soeg?q=guld']) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const trace of [
        'data-preview-banner',
        'data-preview-status',
        'data-preview-studio',
        '/intent/edit/',
        // The preview words are not even in the page's dictionary.
        'Forhåndsvisning',
        'Søgemaskiner',
        'Kanonisk URL',
        'Viser kladder',
        '"perspective"',
        '"studioUrl"',
        '(kladde)',
      ]) {
        expect(html.includes(trace), `${path}: ${trace}`).toBe(false);
      }
    }
  });

  test('a page that exists only as a draft is a 404 outside preview, in every language', async ({ request }) => {
    const origin = siteOrigin('natmus', TEST_PORT);
    for (const path of [DRAFT_ONLY, '/en/silver-hoards', '/de/silberschaetze', '/sv/silverskatter']) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('Sølvskatte');
    }
  });
});

test.describe('in preview on the embedded source (PREVIEW_SECRET, SANITY_STUDIO_URL)', () => {
  // /besoeg-museet has a third-party form embed, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY);
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer(PREVIEW_PORT, {
      PREVIEW_SECRET: SECRET,
      SANITY_STUDIO_URL: `${STUDIO}/`,
      CONTENT_TODAY: '2026-11-22',
    });
  });
  test.afterAll(async () => server?.stop());

  async function enter(page: Page, path: string) {
    const response = await page.goto(
      `${server.origin}/api/preview/enable?secret=${SECRET}&redirect=${encodeURIComponent(path)}`,
    );
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
  }

  test('the banner names the perspective, and the day of ?date= in the page’s language', async ({ page }) => {
    await enter(page, VISIT);
    await expect(status(page)).toHaveText('Viser kladder');
    await page.goto(`${server.origin}/kalender?date=2026-12-24`);
    await expect(status(page)).toHaveText('Viser kladder pr. 24. december 2026');
    await page.goto(`${server.origin}/en/calendar?date=2026-12-24`);
    await expect(page.getByRole('region', { name: 'Preview' }).locator('[data-preview-status]')).toHaveText(
      'Showing drafts as of 24 December 2026',
    );
    // Not a real date: ignored, as the calendar ignores it.
    await page.goto(`${server.origin}/kalender?date=2026-12-32`);
    await expect(status(page)).toHaveText('Viser kladder');
  });

  test('"Åbn i Studio" opens the page’s document: {studio}/intent/edit/id={published id};type={type}', async ({
    page,
  }) => {
    await enter(page, VISIT);
    const studio = banner(page).getByRole('link', { name: 'Åbn i Studio (åbner i en ny fane)' });
    await expect(studio).toHaveAttribute(
      'href',
      `${STUDIO}/intent/edit/id=landingPage-natmus-visit-da;type=landingPage`,
    );
    await expect(studio).toHaveAttribute('target', '_blank');
    await page.goto(`${server.origin}/en/calendar`);
    await expect(page.getByRole('region', { name: 'Preview' }).locator('[data-preview-studio]')).toHaveAttribute(
      'href',
      `${STUDIO}/intent/edit/id=calendar-natmus-kalender-en;type=calendar`,
    );
  });

  test.describe('a draft-only page', () => {
    expectBrowserErrors(OFFLINE_THIRD_PARTY, failedResponse(404));
    test('a page that exists only as a draft opens at its slug in preview, and is a 404 again after leaving', async ({
      page,
    }) => {
      await enter(page, DRAFT_ONLY);
      await expect
        .poll(() => shownText(page.getByRole('main').getByRole('heading', { level: 1 })))
        .toBe(DRAFT_ONLY_TITLE);
      await expect(banner(page).locator('[data-preview-studio]')).toHaveAttribute(
        'href',
        `${STUDIO}/intent/edit/id=landingPage-natmus-silver-hoards-da;type=landingPage`,
      );
      await banner(page).getByRole('link', { name: 'Afslut forhåndsvisning' }).click();
      await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Siden blev ikke fundet');
      const again = await page.goto(`${server.origin}${DRAFT_ONLY}`);
      expect(again?.status()).toBe(404);
    });
  });

  /** The panel's rows, opened if closed. */
  async function seoPanel(page: Page): Promise<Record<string, string>> {
    const panel = banner(page).locator('dl');
    if (!(await panel.isVisible())) await banner(page).getByText('Søgemaskiner', { exact: true }).click();
    await expect(panel).toBeVisible();
    const rows = await panel
      .locator('div')
      .evaluateAll((divs) =>
        divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
      );
    return Object.fromEntries(rows);
  }

  /** What the server rendered in the head: the title, meta description, canonical URL and robots. */
  const headOf = (page: Page) =>
    page.evaluate(() => ({
      Titel: document.title,
      Beskrivelse: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      'Kanonisk URL': document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }));

  test('the search-engine panel shows the draft’s title, description, canonical URL and indexing, as the head says', async ({
    page,
  }) => {
    await enter(page, DRAFT_ONLY);
    await expect(banner(page).locator('dl')).toBeHidden();
    const { robots, ...head } = await headOf(page);
    expect(robots).toBeNull();
    expect(await seoPanel(page)).toEqual({ ...head, Indeksering: 'Må vises i søgeresultater (index)' });
    // The draft's own SEO title and description.
    expect(head.Titel).toBe('Sølvskatte – ny særudstilling om vikingetidens rigdomme – Nationalmuseet');
    expect(head.Beskrivelse).toMatch(/^Armringe, mønter og hugsølv fra over hundrede danske skattefund/);

    // A client-side navigation (the draft's own link to the visit page) brings that page's facts along.
    await page.getByRole('main').getByRole('link', { name: 'Planlæg dit besøg' }).click();
    await expect(page).toHaveURL(`${server.origin}${VISIT}`);
    await expect
      .poll(() => shownText(page.getByRole('main').getByRole('heading', { level: 1 })))
      .toBe('Besøg museet – nye sommeråbningstider (kladde)');
    await expect.poll(async () => (await seoPanel(page)).Titel).toBe(await page.title());
    expect(await seoPanel(page)).toEqual({
      Titel: 'Besøg museet – nye sommeråbningstider (kladde) – Nationalmuseet',
      Beskrivelse: 'Åbningstider, billetpriser, tilgængelighed og transport til Nationalmuseet i Prinsens Palæ.',
      'Kanonisk URL': `${server.origin}${VISIT}`,
      Indeksering: 'Må vises i søgeresultater (index)',
    });
    await expect(banner(page).locator('[data-preview-studio]')).toHaveAttribute(
      'href',
      `${STUDIO}/intent/edit/id=landingPage-natmus-visit-da;type=landingPage`,
    );
  });

  test('a page that asks not to be indexed says noindex in the panel, as its robots tag does', async ({ page }) => {
    const origin = siteOrigin('samling', PREVIEW_PORT);
    await page.goto(`${origin}/api/preview/enable?secret=${SECRET}&redirect=/laan-af-genstande`);
    await waitForHydration(page);
    const { robots, ...head } = await headOf(page);
    expect(robots).toBe('noindex');
    expect(await seoPanel(page)).toEqual({ ...head, Indeksering: 'Vises ikke i søgeresultater (noindex)' });
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the banner is reachable by keyboard, covers nothing at the end of the page, and axe finds no violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await enter(page, `${DRAFT_ONLY}?date=2026-12-24`);
      await expect(status(page)).toHaveText('Viser kladder pr. 24. december 2026');
      // The banner is the page's last region: Shift+Tab from the top of the document reaches its links backwards.
      await page.locator('body').focus();
      await page.keyboard.press('Shift+Tab');
      await expect(banner(page).getByRole('link', { name: 'Afslut forhåndsvisning' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(banner(page).locator('[data-preview-studio]')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      const summary = banner(page).locator('summary');
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner(page).locator('dl')).toBeVisible();
      await expectNoAxeViolations(page, `preview ${DRAFT_ONLY}, search-engine panel open, ${viewport.width} px`);
      await page.keyboard.press('Enter');
      await expect(banner(page).locator('dl')).toBeHidden();

      // At the end of the page the banner sits after the footer: the footer's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page
        .locator('footer')
        .last()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const bannerTop = await banner(page).evaluate((el) => el.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
      // Small: at most a fifth of the screen.
      const height = await banner(page).evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(viewport.height / 5);
      await expectNoAxeViolations(page, `preview ${DRAFT_ONLY}, ${viewport.width} px`);
    });
  }
});
