import type { Locator } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * Listings as compact rows (search results, a podcast show's episodes, the ticket overview's ticket types): a
 * thumbnail of 120-200 px beside the text, the search's facets merged by label, its results paged with plain links.
 */
const natmus = siteOrigin('natmus', TEST_PORT);
const bevaring = siteOrigin('bevaring', TEST_PORT);

const THUMBNAIL_MIN = 120;
const THUMBNAIL_MAX = 200;

/** The rows of a list: each list item's thumbnail box, its whole height, and its title link. */
async function rowBoxes(list: Locator) {
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => {
      const media = item.querySelector('article > div');
      const image = item.querySelector('img');
      const box = (media ?? item).getBoundingClientRect();
      return {
        thumbnail: { width: box.width, height: box.height },
        image: image
          ? {
              alt: image.getAttribute('alt'),
              loading: image.getAttribute('loading'),
              width: image.getAttribute('width'),
            }
          : null,
        height: item.getBoundingClientRect().height,
        title: item.querySelector('h2 a, h3 a, h4 a')?.textContent ?? '',
      };
    }),
  );
}

function expectThumbnailsInRange(rows: Awaited<ReturnType<typeof rowBoxes>>) {
  for (const row of rows) {
    expect(row.thumbnail.width, row.title).toBeGreaterThanOrEqual(THUMBNAIL_MIN);
    expect(row.thumbnail.width, row.title).toBeLessThanOrEqual(THUMBNAIL_MAX);
    // Taller than wide would not be a thumbnail beside a row of text.
    expect(row.thumbnail.height, row.title).toBeLessThan(row.thumbnail.width);
  }
}

/** "Undervisning (2)" → ["Undervisning", 2]. */
function facetParts(text: string): [string, number] {
  const match = /^(.*) \((\d+)\)$/.exec(text.trim());
  if (!match) throw new Error(`Not a facet text: ${text}`);
  return [match[1] ?? '', Number(match[2])];
}

test.describe('search results as compact rows', () => {
  test('a Danish search shows ten compact rows with 120-200 px thumbnails, well under 2,000 px at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${natmus}/soeg?q=museet`);
    const list = page.getByRole('list', { name: 'Søgeresultater' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const rows = await rowBoxes(list);
    expectThumbnailsInRange(rows);
    for (const row of rows) {
      expect(row.height, row.title).toBeLessThan(200);
      // The title is the link: the thumbnail is decorative.
      if (row.image) expect(row.image.alt).toBe('');
    }
    const listHeight = (await list.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(listHeight).toBeLessThan(1600);
    // Each row: type label, title as the link.
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(list.getByRole('link', { name: 'Museets historie', exact: true })).toHaveAttribute(
      'href',
      '/om-museet/historie',
    );
    // The thumbnails load when they come near the viewport.
    for (const row of rows) if (row.image) expect(row.image.loading).toBe('lazy');
    await expectNoAxeViolations(page, '/soeg?q=museet rows');
  });

  test('on a 390 px phone the rows keep a 120 px thumbnail beside the text', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${natmus}/soeg?q=museet`);
    const rows = await rowBoxes(page.getByRole('list', { name: 'Søgeresultater' }));
    expect(rows).toHaveLength(10);
    expectThumbnailsInRange(rows);
    for (const row of rows) expect(row.height, row.title).toBeLessThan(260);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, '/soeg?q=museet at 390 px');
  });
});

test.describe('search facets merged by label', () => {
  test('facets are unique by label, with counts that add up to all results', async ({ page }) => {
    await page.goto(`${natmus}/soeg?q=museet`);
    const facets = page.getByRole('navigation', { name: 'Filtrér efter type' }).getByRole('link');
    const texts = (await facets.allTextContents()).map(facetParts);
    const [all, ...byLabel] = texts;
    expect(all?.[0]).toBe('Alle typer');
    const labels = byLabel.map(([label]) => label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Undervisning');
    expect(byLabel.reduce((sum, [, count]) => sum + count, 0)).toBe(all?.[1]);
    await expect(page.getByRole('status')).toHaveText(new RegExp(` af ${all?.[1]} resultater for »museet«`));
  });

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('a facet shows every type of its label, and keeps the query', async ({ page }) => {
        await page.goto(`${natmus}/soeg?q=museet`);
        if (javaScriptEnabled) await waitForHydration(page);
        const nav = page.getByRole('navigation', { name: 'Filtrér efter type' });
        const facet = nav.getByRole('link', { name: /^Undervisning \(\d+\)$/ });
        const [, count] = facetParts((await facet.textContent()) ?? '');
        await facet.click();
        await expect(page).toHaveURL(/\/soeg\?q=museet&type=education\w+$/);
        await expect(nav.getByRole('link', { name: /^Undervisning/ })).toHaveAttribute('aria-current', 'page');
        const list = page.getByRole('list', { name: 'Søgeresultater' });
        await expect(list.getByRole('listitem')).toHaveCount(count);
        // The education overview and an education theme: two types, one label.
        await expect(list.getByRole('link', { name: 'Undervisning', exact: true })).toHaveAttribute(
          'href',
          '/undervisning',
        );
        await expect(list.getByRole('link', { name: 'Vikingetiden', exact: true })).toHaveAttribute(
          'href',
          '/undervisning/mellemtrin/vikingetiden',
        );
        for (const kicker of await list.locator('article p:first-child').allTextContents())
          expect(kicker).toMatch(/^Undervisning/);
        await expect(page.getByRole('status')).toHaveText(`${count} resultater for »museet«`);
      });
    });
  }
});

test.describe('search pagination', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('plain GET links to the pages, with the result count, keeping the query', async ({ page }) => {
      await page.goto(`${natmus}/soeg?q=museet`);
      const status = page.getByRole('status');
      await expect(status).toHaveText(/^Viser 1-10 af \d+ resultater for »museet«$/);
      const total = Number(/af (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      const pages = page.getByRole('navigation', { name: 'Sider med søgeresultater' });
      await expect(pages.getByRole('link', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page');
      const firstTitles = await page.locator('#search-results h2').allTextContents();
      await pages.getByRole('link', { name: 'Næste' }).click();
      await expect(page).toHaveURL(/\/soeg\?q=museet&side=2#search-results$/);
      await expect(status).toHaveText(`Viser 11-${Math.min(20, total)} af ${total} resultater for »museet«`);
      await expect(pages.getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page');
      const secondTitles = await page.locator('#search-results h2').allTextContents();
      expect(secondTitles.length).toBe(Math.min(10, total - 10));
      expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
      // The link jumped to the results.
      await expect(page.locator('#search-results')).toBeInViewport();
      await pages.getByRole('link', { name: 'Forrige' }).click();
      await expect(page).toHaveURL(/\/soeg\?q=museet#search-results$/);
      await expect(status).toHaveText(/^Viser 1-10 af/);
    });

    test('a page past the end shows the last; a page that is not a number, the first', async ({ page }) => {
      const response = await page.goto(`${natmus}/soeg?q=museet&side=99`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status')).toHaveText(/^Viser 11-\d+ af \d+ resultater/);
      await page.goto(`${natmus}/soeg?q=museet&side=%3Cscript%3E`);
      await expect(page.getByRole('status')).toHaveText(/^Viser 1-10 af/);
    });
  });

  test('with JavaScript: the links navigate on the client, scroll to the results and move focus to them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${natmus}/soeg?q=museet`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    const pages = page.getByRole('navigation', { name: 'Sider med søgeresultater' });
    await pages.getByRole('link', { name: 'Side 2' }).click();
    await expect(page).toHaveURL(/\/soeg\?q=museet&side=2#search-results$/);
    await expect(page.getByRole('status')).toHaveText(/^Viser 11-/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.locator('#search-results')).toBeFocused();
    await expect(page.locator('#search-results')).toBeInViewport();
    await expect(pages.getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, '/soeg?q=museet&side=2');
    // Choosing a facet starts over on its first page.
    await page.getByRole('navigation', { name: 'Filtrér efter type' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/type=/);
    await expect(page).not.toHaveURL(/side=/);
  });
});

test.describe('podcast episodes and ticket types as compact rows', () => {
  test('a podcast show: each season’s episodes are rows with a thumbnail, and the play button under the text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${bevaring}/podcasts/bag-om-bevaring`);
    // The season tabs switch panels once the page has hydrated; a click before that does nothing.
    await waitForHydration(page);
    const panel = page.getByRole('tabpanel');
    const rows = await rowBoxes(panel.getByRole('list').first());
    expect(rows.length).toBeGreaterThan(0);
    expectThumbnailsInRange(rows);
    for (const row of rows) {
      expect(row.height, row.title).toBeLessThan(220);
      if (row.image) expect(row.image.alt).toBe('');
    }
    // The play button sits in the text's column, beside the thumbnail, not under it.
    const item = panel.getByRole('listitem').first();
    const thumbnail = await item.locator('article > div').first().boundingBox();
    const button = await item.getByRole('button', { name: /Afspil episode/ }).boundingBox();
    expect(button?.x ?? 0).toBeGreaterThan((thumbnail?.x ?? 0) + (thumbnail?.width ?? 0));
    expect(button?.y ?? 0).toBeLessThan((thumbnail?.y ?? 0) + (thumbnail?.height ?? 0));
    // Season and episode, title link, date and duration.
    await expect(item).toContainText(/Sæson 2 · Episode \d+/);
    await expect(item).toContainText(/\d+ min\./);
    await page.getByRole('tab', { name: 'Sæson 1' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Sæson 1');
    await expectNoAxeViolations(page, 'bevaring /podcasts/bag-om-bevaring');
  });

  test('a podcast show at 390 px keeps the rows compact', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${bevaring}/podcasts/bag-om-bevaring`);
    const rows = await rowBoxes(page.getByRole('tabpanel').getByRole('list').first());
    expect(rows.length).toBeGreaterThan(0);
    expectThumbnailsInRange(rows);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'bevaring /podcasts/bag-om-bevaring at 390 px');
  });

  test('the ticket overview: each ticket type is a row with thumbnail, prices and its link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${natmus}/billetter-og-priser`);
    const section = page.getByRole('region', { name: 'Billetter' });
    const list = section.getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const rows = await rowBoxes(list);
    expectThumbnailsInRange(rows);
    for (const row of rows) expect(row.height, row.title).toBeLessThan(200);
    await expect(list.getByRole('heading', { level: 3, name: 'Entrébillet' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Entrébillet' })).toHaveAttribute('href', '/billet/entre');
    await expect(list.getByRole('listitem').first()).toContainText(/Voksne 130\skr\./);
    await expectNoAxeViolations(page, '/billetter-og-priser');
    await page.setViewportSize({ width: 390, height: 844 });
    expectThumbnailsInRange(await rowBoxes(list));
  });
});
