import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin, waitForHydration } from './helpers/site';
import {
  expect,
  expectBrowserErrors,
  failedResponse,
  OFFLINE_MUX_STREAM,
  OFFLINE_THIRD_PARTY,
  type Page,
  test,
} from './helpers/test';

/**
 * The knowledge, education and podcast page types (one page each, from the embedded dataset, on a
 * site that enables the type) and the /mocks design pages, served by the production build.
 */

async function open(page: Page, site: string, path: string) {
  const response = await page.goto(`${siteOrigin(site, TEST_PORT)}${path}`);
  expect(response?.status(), `${site} ${path}`).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await waitForHydration(page);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => String((JSON.parse(text) as { '@type': string })['@type']));
}

const pages: { type: string; site: string; path: string; h1: string; check: (page: Page) => Promise<void> }[] = [
  {
    type: 'knowledgeArticle',
    site: 'bevaring',
    path: '/viden/mosefund',
    h1: 'Sådan bevares et mosefund',
    check: async (page) => {
      // Spec: "Article-type pages … show in an article wrapper layered above the header, without the footer."
      await expect(page.locator('[data-layout="article"] [data-article-wrapper] main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect(await jsonLdTypes(page)).toContain('Article');
    },
  },
  {
    type: 'knowledgeOverview',
    site: 'bevaring',
    path: '/viden',
    h1: 'Viden om bevaring',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Temaer' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Vikingetiden' })).toHaveAttribute('href', '/viden/vikingetiden');
    },
  },
  {
    type: 'knowledgeTheme',
    site: 'bevaring',
    path: '/viden/vikingetiden',
    h1: 'Vikingetiden',
    check: async (page) => {
      await expect(page.getByText('Periode:')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Højdepunkter' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Entré til Nationalmuseet' })).toBeVisible();
    },
  },
  {
    type: 'educationOverview',
    site: 'natmus',
    path: '/undervisning',
    h1: 'Undervisning',
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Mellemtrin' })).toHaveAttribute('href', '/undervisning/mellemtrin');
    },
  },
  {
    type: 'educationLevel',
    site: 'natmus',
    path: '/undervisning/mellemtrin',
    h1: 'Mellemtrin',
    check: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Brødkrummesti' }).getByRole('link')).toHaveText([
        'Undervisning',
        'Mellemtrin',
      ]);
    },
  },
  {
    type: 'educationTheme',
    site: 'natmus',
    path: '/undervisning/mellemtrin/vikingetiden',
    h1: 'Vikingetiden',
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Skriv med runer' })).toBeVisible();
    },
  },
  {
    type: 'educationTopic',
    site: 'natmus',
    path: '/undervisning/mellemtrin/vikingetiden/runer',
    h1: 'Skriv med runer',
    check: async (page) => {
      // Spec: "Breadcrumb: overview, level, theme, then the page itself."
      await expect(page.getByRole('navigation', { name: 'Brødkrummesti' }).getByRole('link')).toHaveText([
        'Undervisning',
        'Mellemtrin',
        'Vikingetiden',
        'Skriv med runer',
      ]);
      // Spec: topic tags "Undervisningsforløb" and "Materialer".
      await expect(page.getByRole('list', { name: 'Emner' }).first()).toHaveText(/Undervisningsforløb\s*Materialer/);
      await expect(page.getByRole('tab')).toHaveText(['For læreren', 'For eleven']);
    },
  },
  {
    type: 'podcastOverview',
    site: 'bevaring',
    path: '/podcasts',
    h1: 'Podcasts',
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Bag om bevaring' })).toBeVisible();
    },
  },
  {
    type: 'podcastShowPage',
    site: 'bevaring',
    path: '/podcasts/bag-om-bevaring',
    h1: 'Bag om bevaring',
    check: async (page) => {
      await expect(page.getByRole('tab')).toHaveText(['Sæson 2', 'Sæson 1']);
      expect(await jsonLdTypes(page)).toContain('PodcastSeries');
    },
  },
  {
    type: 'podcastEpisodePage',
    site: 'bevaring',
    path: '/podcasts/voks',
    h1: 'Når voks bliver til fund',
    check: async (page) => {
      // Spec: "Podcast tabs appear only when both tab contents exist."
      await expect(page.getByRole('tab')).toHaveText(['Om episoden', 'Udskrift']);
      await expect(page.getByRole('button', { name: /Afspil episode/ })).toBeVisible();
      expect(await jsonLdTypes(page)).toContain('PodcastEpisode');
    },
  },
];

test.describe('knowledge, education and podcast pages', () => {
  for (const entry of pages) {
    test(`${entry.type}: ${entry.site} ${entry.path} renders its template and its parts (axe: pages.spec.ts)`, async ({
      sharedPage: page,
    }) => {
      await open(page, entry.site, entry.path);
      await expect(page.locator('h1')).toHaveText(entry.h1);
      await entry.check(page);
    });
  }

  test('spec: an episode with only an about text shows no tabs', async ({ page }) => {
    await open(page, 'bevaring', '/podcasts/frost');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Om episoden' })).toBeVisible();
  });

  test('the teacher and student tabs work by keyboard (WAI-ARIA tabs)', async ({ page }) => {
    await open(page, 'natmus', '/undervisning/mellemtrin/vikingetiden/runer');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Runer er vikingernes bogstaver');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('yngre futhark');
  });

  test('a version’s info and materials line up with its description, at 1280 and 390 px (no second gutter)', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, 'natmus', '/undervisning/mellemtrin/vikingetiden/runer');
      const panel = page.getByRole('tabpanel');
      const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.x;
      const description = await left(panel.getByText('Forløbet introducerer den yngre futhark'));
      expect(description, `at ${width} px`).toBeGreaterThan(0);
      expect(await left(panel.getByText('Klassetrin')), `info at ${width} px`).toBe(description);
      expect(await left(panel.getByRole('heading', { name: 'Materialer' })), `materials at ${width} px`).toBe(
        description,
      );
    }
  });

  // The podcast player (play, the bar, the audio-player-state cookie across reloads and navigation, closing):
  // tests/browser/podcast-player.spec.ts.

  test('spec: knowledge and podcasts are pages only on the sites that enable them', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${TEST_PORT}/viden/mosefund`, {
      headers: { host: `localhost:${TEST_PORT}` },
    });
    expect(response.status()).toBe(404);
  });
});

/** The spec's 17 design pages below /mocks ("Preview routes"). */
const mockRoutes = [
  'embed',
  'theme',
  'viden',
  'article',
  'article-video',
  'podcast',
  'podcasts',
  'podcast-serie',
  'education',
  'education-theme',
  'education-detail',
  'education-overview',
  'tickets',
  'calendar',
  'exhibition',
  'exhibition-2',
  'exhibitions',
];

test.describe('/mocks design pages', () => {
  test('/mocks is an index linking every design page; noindex', async ({ page }) => {
    await open(page, 'natmus', '/mocks');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const hrefs = await page
      .locator('main a[href^="/mocks/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(mockRoutes.map((slug) => `/mocks/${slug}`).sort());
    await expectNoAxeViolations(page, '/mocks');
  });

  for (const slug of mockRoutes) {
    test.describe(() => {
      // The embed page shows third-party embeds, the video page Mux's stream, unreachable from this offline machine.
      if (slug === 'embed') expectBrowserErrors(OFFLINE_THIRD_PARTY);
      if (slug === 'article-video') expectBrowserErrors(OFFLINE_THIRD_PARTY, ...OFFLINE_MUX_STREAM);
      test(`/mocks/${slug}: 200 in the real shell, one h1, noindex, zero axe violations`, async ({
        sharedPage: page,
      }) => {
        await open(page, 'natmus', `/mocks/${slug}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('[data-site="natmus"]')).toHaveCount(1);
        await expectNoAxeViolations(page, `/mocks/${slug}`);
      });
    });
  }

  test.describe(() => {
    expectBrowserErrors(failedResponse(404));
    test('mocks render in the shell of the host’s site; an unknown mock is a 404', async ({ page }) => {
      await open(page, 'krigsmuseet', '/mocks/article');
      await expect(page.locator('[data-site="krigsmuseet"][data-layout="article"]')).toHaveCount(1);
      const missing = await page.goto(`${siteOrigin('natmus', TEST_PORT)}/mocks/findes-ikke`);
      expect(missing?.status()).toBe(404);
    });
  });

  test('the mock pages stay out of the sitemap', async ({ request }) => {
    const xml = await (await request.get(`http://127.0.0.1:${TEST_PORT}/sitemap.xml`)).text();
    expect(xml).toContain('<urlset');
    expect(xml).not.toContain('/mocks');
  });
});
