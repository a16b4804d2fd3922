import { TEST_PORT } from '../../playwright.config';
import { type PRODUCTION_SITES, siteOrigin } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * One page of each of these page types, from the embedded dataset, on a site that enables its content
 * type: status 200, the right h1, its key parts. (axe runs on a page of every type on every site in
 * pages.spec.ts.)
 * "Current" and "upcoming" depend on the day, so the lists are checked for presence only.
 */
interface Case {
  type: string;
  site: string;
  path: string;
  h1: string;
  parts: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    type: 'exhibition',
    site: 'natmus',
    path: '/udstillinger/guldhornene',
    h1: 'Guldhornene',
    parts: async (page) => {
      await expect(page.getByText('Særudstilling').first()).toBeVisible();
      await expect(page.getByText('Periode')).toBeVisible();
      await expect(page.getByText('Prinsens Palæ', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Entré til Nationalmuseet' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Relaterede udstillinger' })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const event = jsonLd.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'ExhibitionEvent');
      expect(event).toMatchObject({ name: 'Guldhornene', startDate: '2026-05-01T00:00:00+02:00' });
    },
  },
  {
    type: 'exhibition (an experience)',
    site: 'frilandsmuseet',
    path: '/en/experiences/the-farmers-year',
    h1: 'The Farmer’s Year',
    parts: async (page) => {
      await expect(page.getByText('Experience', { exact: true })).toBeVisible();
      await expect(page.getByText('Special experience')).toBeVisible();
    },
  },
  {
    type: 'exhibitionOverview',
    site: 'natmus',
    path: '/udstillinger',
    h1: 'Udstillinger',
    parts: async (page) => {
      // Current or upcoming exhibitions, whichever the day gives: at least one teaser.
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
  {
    type: 'project',
    site: 'forskning',
    path: '/projekter/traeets-aarringe',
    h1: 'Træets årringe',
    parts: async (page) => {
      await expect(page.getByText('Projekt', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Relaterede projekter' })).toBeVisible();
    },
  },
  {
    type: 'projectOverview',
    site: 'forskning',
    path: '/de/projekte',
    h1: 'Forschungsprojekte',
    parts: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Forschungsabteilungen' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Vorgeschichte und Mittelalter' })).toBeVisible();
    },
  },
  {
    type: 'collection',
    site: 'samling',
    path: '/samlinger/oldsagssamlingen',
    h1: 'Oldsagssamlingen',
    parts: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Relaterede samlinger' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Etnografisk Samling' })).toBeVisible();
    },
  },
  {
    type: 'researchUnit',
    site: 'forskning',
    path: '/forskning/miljoearkaeologi',
    h1: 'Miljøarkæologi og materialeforskning',
    parts: async (page) => {
      await expect(page.getByRole('heading', { name: 'Sofie Dahl' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Træets årringe' })).toBeVisible();
    },
  },
  {
    type: 'pressOverview',
    site: 'natmus',
    path: '/presse',
    h1: 'Presse',
    parts: async (page) => {
      await expect(page.getByRole('link', { name: 'Rekordmange gæster i Prinsens Palæ' })).toBeVisible();
      // A release of the research site, listed cross-site, links to that site.
      await expect(page.getByRole('link', { name: 'Nye dateringer af Skuldelev-skibene' })).toHaveAttribute(
        'href',
        `http://forskning.localhost:${TEST_PORT}/presse/skuldelev-dateringer`,
      );
    },
  },
  {
    type: 'pressRelease',
    site: 'natmus',
    path: '/sv/press/guldhornen-atervander',
    h1: 'Guldhornen återvänder i en ny specialutställning',
    parts: async (page) => {
      await expect(page.getByRole('heading', { level: 3, name: 'Line Kjær' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'presse@natmus.dk' })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('NewsArticle');
    },
  },
  {
    type: 'publication',
    site: 'forskning',
    path: '/en/publications/yearbook-2026',
    h1: 'National Museum Yearbook 2026',
    parts: async (page) => {
      await expect(page.getByText('978-87-7602-512-4')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Authors' })).toBeVisible();
    },
  },
  {
    type: 'publicationOverview',
    site: 'forskning',
    path: '/publikationer',
    h1: 'Publikationer',
    parts: async (page) => {
      await expect(page.getByRole('link', { name: 'Nationalmuseets Arbejdsmark 2026' })).toBeVisible();
    },
  },
  {
    type: 'service',
    site: 'bevaring',
    path: '/ydelser/konservering-af-genstande',
    h1: 'Konservering af genstande',
    parts: async (page) => {
      await expect(page.getByText('Leveringstid')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Relaterede ydelser' })).toBeVisible();
    },
  },
  {
    type: 'serviceOverview',
    site: 'bevaring',
    path: '/en/services',
    h1: 'Services',
    parts: async (page) => {
      await expect(page.getByRole('link', { name: 'Conservation of objects' })).toBeVisible();
    },
  },
  {
    type: 'practicalInfoOverview',
    site: 'natmus',
    path: '/praktisk-information',
    h1: 'Praktisk information',
    parts: async (page) => {
      const contents = page.getByRole('navigation', { name: 'Indhold på siden' });
      await contents.getByRole('link', { name: 'Tilgængelighed' }).click();
      await expect(page).toHaveURL(/#tilgaengelighed$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Tilgængelighed' })).toBeInViewport();
    },
  },
];

test.describe('exhibitions, projects, collections, research, press, publications, services and practical info', () => {
  for (const c of cases) {
    test(`${c.type}: ${c.site} ${c.path} answers 200 with its parts`, async ({ page }) => {
      const response = await page.goto(`${siteOrigin(c.site, TEST_PORT)}${c.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await c.parts(page);
    });
  }

  test('"a page of a type not enabled on the site is a 404": a project on the main site', async ({ request }) => {
    const response = await request.get(`${siteOrigin('natmus', TEST_PORT)}/projekter/traeets-aarringe`);
    expect(response.status()).toBe(404);
  });
});

/**
 * Root data in the shell: today's opening hours ("openingHours … today", CONTENT_TODAY is Sunday 22 November
 * 2026) and the ticket call to action ("tickets … cta with label and url") in the header of every production site.
 */
const headers: { site: (typeof PRODUCTION_SITES)[number]; hours: string; cta: string; href: RegExp }[] = [
  { site: 'natmus', hours: 'Åbent i dag 10.00 - 17.00', cta: 'Køb billet', href: /^https:\/\/billetter\.natmus\.dk\// },
  { site: 'forskning', hours: 'Lukket i dag', cta: 'Køb billet', href: /^\/billet\/forelaesning$/ },
  { site: 'bevaring', hours: 'Lukket i dag', cta: 'Book en omvisning', href: /^\/billet\/vaerkstedsomvisning$/ },
  { site: 'samling', hours: 'Lukket i dag', cta: 'Book en omvisning', href: /^\/billet\/magasinomvisning$/ },
  { site: 'frilandsmuseet', hours: 'Åbent i dag 10.00 - 16.00', cta: 'Køb billet', href: /^https:\/\/billetter/ },
  { site: 'krigsmuseet', hours: 'Åbent i dag 10.00 - 17.00', cta: 'Køb billet', href: /^https:\/\/billetter/ },
  { site: 'kronborg', hours: 'Åbent i dag 11.00 - 16.00', cta: 'Køb billet', href: /^https:\/\/billetter/ },
  {
    site: 'kongernes-jelling',
    hours: 'Åbent i dag 10.00 - 16.00',
    cta: 'Book en omvisning',
    href: /^\/billet\/omvisning$/,
  },
  { site: 'trelleborg', hours: 'Lukket i dag', cta: 'Køb billet', href: /^https:\/\/billetter/ },
];

test.describe('root data in the header of every production site', () => {
  for (const { site, hours, cta, href } of headers) {
    test(`${site}: today’s opening hours and the ticket call to action`, async ({ page }) => {
      await page.goto(`${siteOrigin(site, TEST_PORT)}/`);
      const header = page.locator('header').first();
      await expect(header.getByText(hours, { exact: true })).toBeAttached();
      // An external link's name also says it leads elsewhere.
      const link = header.getByRole('link', { name: new RegExp(`^${cta}`) }).first();
      await expect(link).toBeAttached();
      expect(await link.getAttribute('href')).toMatch(href);
    });
  }

  test('"hreflang alternates for every translation plus x-default" in the head', async ({ page }) => {
    await page.goto(`${siteOrigin('kronborg', TEST_PORT)}/en/visit-kronborg`);
    const origin = siteOrigin('kronborg', TEST_PORT);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', `${origin}/en/visit-kronborg`],
        ['da', `${origin}/besoeg-kronborg`],
        ['x-default', `${origin}/besoeg-kronborg`],
      ]),
    );
  });
});
