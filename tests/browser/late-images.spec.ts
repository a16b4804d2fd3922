import type { Page } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';
import { onePagePerType, PRODUCTION_SITES, siteOrigin, waitForHydration } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * Every picture holds its space before its file arrives: on a slow line, text that a visitor has started to read must
 * not jump when a picture above it loads. The picture files are held back until the page has hydrated and its fonts
 * are in; then every picture is let through (the lazy ones too) and every heading, picture and the footer must be
 * where it was, give or take a rounding pixel. Lighthouse on a fast local line does not see this: there, the pictures
 * are in before the first paint.
 */

const PAGES = [
  ...PRODUCTION_SITES.map((site) => ({ site, path: '/', type: 'frontPage' })),
  ...onePagePerType().filter((page) => page.type !== 'frontPage'),
];

/** Rounding: a picture's file may be a fraction of a pixel off the shape its width and height say. */
const TOLERANCE_PX = 2;

interface Placed {
  name: string;
  top: number;
  height: number;
}

/** Where the things a visitor reads by are: headings, pictures and the footer. */
function layout(page: Page): Promise<Placed[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, img, footer')].map((element) => {
      const box = element.getBoundingClientRect();
      const name = element.tagName === 'IMG' ? (element as HTMLImageElement).alt : element.textContent;
      return {
        name: `${element.tagName} ${name?.trim().slice(0, 40)}`,
        top: box.top + window.scrollY,
        height: box.height,
      };
    }),
  );
}

/** What moved or changed height by more than the tolerance, with where it was and where it went. */
function moved(before: Placed[], after: Placed[]): string[] {
  return after.flatMap((now, index) => {
    const then = before[index];
    if (!then || then.name !== now.name) return [`${now.name}: not there before`];
    const far = Math.abs(now.top - then.top) > TOLERANCE_PX || Math.abs(now.height - then.height) > TOLERANCE_PX;
    return far
      ? [
          `${now.name}: top ${Math.round(then.top)} → ${Math.round(now.top)}, height ${Math.round(then.height)} → ${Math.round(now.height)}`,
        ]
      : [];
  });
}

function closedGate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

for (const { site, path, type } of PAGES) {
  test(`${site} ${path} (${type}): pictures that arrive late move nothing, at 1280 and 390 px`, async ({ page }) => {
    // The picture requests wait at this gate; each width gets a closed one.
    let gate = closedGate();
    let held = 0;
    await page.route('**/images/**', async (route) => {
      held += 1;
      await gate.opened;
      await route.continue();
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${siteOrigin(site, TEST_PORT)}${path}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const before = await layout(page);
      gate.open();
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      });
      const after = await layout(page);
      expect(after.length, `at ${width} px: the same headings, pictures and footer`).toBe(before.length);
      expect(moved(before, after), `at ${width} px: moved by more than ${TOLERANCE_PX} px`).toEqual([]);
      gate = closedGate();
    }
    expect(held, 'the page has pictures, and they were held back').toBeGreaterThan(0);
  });
}
