import { TEST_PORT } from '../../playwright.config';
import { siteOrigin } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * The brand typefaces swap in without moving the page: text shows at once in the metric-matched fallback faces
 * (design-system/theme/fonts.css.ts), and when the brand faces arrive late, nothing the visitor sees shifts. The font
 * files are held back on purpose, so the swap happens after the first paint (on a fast network it happens before,
 * and there is nothing to measure). bench/ measures CLS on the real load with Lighthouse.
 */

const PAGES: [site: string, path: string][] = [
  ['natmus', '/udstillinger/guldhornene'],
  ['natmus', '/begivenhed/jul-i-prinsens-palae'],
  ['bevaring', '/viden/mosefund'],
  ['krigsmuseet', '/'],
];

/** Lighthouse calls a cumulative layout shift under 0.1 good; the swap must cost next to nothing of it. */
const MAX_SWAP_SHIFT = 0.005;

for (const width of [1280, 390]) {
  test.describe(`fonts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [site, path] of PAGES) {
      test(`${site} ${path}: brand fonts that arrive late move nothing (layout shift under ${MAX_SWAP_SHIFT})`, async ({
        page,
      }) => {
        const fonts: string[] = [];
        await page.route('**/*.woff2', async (route) => {
          fonts.push(new URL(route.request().url()).pathname);
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await page.addInitScript(() => {
          const state = window as unknown as { __shift: number };
          state.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) state.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${siteOrigin(site, TEST_PORT)}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        expect(fonts.length, 'the brand fonts were requested').toBeGreaterThan(0);
        expect(
          await page.evaluate(() =>
            [...document.fonts].some((face) => face.status === 'loaded' && / Variable$/.test(face.family)),
          ),
          'a brand face is in use',
        ).toBe(true);
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift).toBeLessThan(MAX_SWAP_SHIFT);
      });
    }
  });
}
