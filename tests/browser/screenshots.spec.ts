import { TEST_PORT } from '../../playwright.config';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * Screenshot baselines: the front page, an exhibition, the calendar and search on three sites, and a podcast episode
 * (the one site with podcasts, in two languages), at 1280 and 390 px, compared with the committed images in
 * screenshots.spec.ts-snapshots/. A design change that shows is seen in review: update the baselines on purpose
 * with `npm run test:screenshots:update` and look at the new images before committing them.
 *
 * Deterministic: the server's day is pinned (CONTENT_TODAY in playwright.config.ts) and so is the browser's clock,
 * the brand fonts are loaded, every image is loaded eagerly and decoded, animations and the caret are off, and the
 * newsletter pop-up starts dismissed (helpers/test.ts).
 */
const SITES = ['natmus', 'krigsmuseet', 'frilandsmuseet'] as const;

const PATHS: Record<(typeof SITES)[number], { exhibition: string }> = {
  natmus: { exhibition: '/udstillinger/guldhornene' },
  krigsmuseet: { exhibition: '/udstillinger/soldat-1864' },
  frilandsmuseet: { exhibition: '/oplevelser/bondens-aar' },
};

interface Shot {
  name: string;
  site: string;
  path: string;
}

const shots: Shot[] = [
  ...SITES.flatMap((site) => [
    { name: `${site}-front`, site, path: '/' },
    { name: `${site}-exhibition`, site, path: PATHS[site].exhibition },
    { name: `${site}-calendar`, site, path: '/kalender' },
    { name: `${site}-search`, site, path: '/soeg?q=museum' },
  ]),
  { name: 'bevaring-podcast-episode', site: 'bevaring', path: '/podcasts/mosen' },
  { name: 'bevaring-podcast-episode-en', site: 'bevaring', path: '/en/podcasts/bog' },
];

const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

/** The demo day the server is pinned to, at 11 in the morning in Copenhagen. */
const NOW = new Date('2026-11-22T11:00:00+01:00');

/** Every image loaded and decoded, lazy ones too, and the fonts in: nothing left to change the picture. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

test.describe('screenshot baselines: the design cannot change unseen', () => {
  for (const shot of shots) {
    for (const size of WIDTHS) {
      test(`${shot.name} at ${size.width} px looks as approved`, async ({ page }) => {
        await page.clock.setFixedTime(NOW);
        await page.setViewportSize({ width: size.width, height: size.height });
        const response = await page.goto(`${siteOrigin(shot.site, TEST_PORT)}${shot.path}`);
        expect(response?.status(), shot.path).toBe(200);
        await waitForHydration(page);
        await settle(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${size.label}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // Rendering is deterministic here (one Chromium, the fonts from npm): a few pixels of anti-aliasing at most.
          maxDiffPixels: 50,
        });
      });
    }
  }
});
