import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { studioIntent } from '@tests/support/studioIntent';
import { TEST_PORT } from '../../playwright.config';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { onePagePerType, siteOrigin, waitForHydration } from './helpers/site';
import {
  expect,
  expectBrowserErrors,
  type Locator,
  OFFLINE_MUX_STREAM,
  OFFLINE_THIRD_PARTY,
  type Page,
  test,
} from './helpers/test';

/**
 * Click-to-edit in preview: every text an editor sees carries its document and field (stega from the query's content
 * source map), so the visual-editing overlay links it to the Studio; images through their alt text. Visitors get
 * none of it.
 */
/** This spec's own server's port (tests/architecture/testPorts.test.ts: one spec a port). */
const EDIT_PORT = TEST_PORT + 20;
const SECRET = 'click-to-edit-secret';
const STUDIO = 'https://studio.example.org/production';
const EXHIBITION = { path: '/udstillinger/guldhornene', id: 'exhibition-natmus-guldhornene-da', type: 'exhibition' };

/** The Studio targets (`id`, `type`, `path`) of stega-encoded texts, one text node or attribute each. */
function editTargets(texts: string[]): Record<string, string>[] {
  return texts.flatMap((text) => {
    const href = vercelStegaDecode<{ href?: string }>(text)?.href;
    return href ? [studioIntent(href)] : [];
  });
}

/** The texts of main as the overlay reads them: each text node, and each image's alt text. */
const textsOfMain = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const image of main.querySelectorAll('img')) texts.push(image.alt);
    return texts;
  });

const ZERO_WIDTH_RUN = /[\u200b-\u200d\u2060-\u2064\ufeff]{8,}/u;

test.describe('click-to-edit in preview (PREVIEW_SECRET, SANITY_STUDIO_URL)', () => {
  expectBrowserErrors(OFFLINE_THIRD_PARTY, ...OFFLINE_MUX_STREAM);
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer(EDIT_PORT, {
      PREVIEW_SECRET: SECRET,
      SANITY_STUDIO_URL: STUDIO,
      CONTENT_TODAY: '2026-11-22',
    });
  });
  test.afterAll(async () => server?.stop());

  async function enter(page: Page, origin: string, path: string) {
    const response = await page.goto(
      `${origin}/api/preview/enable?secret=${SECRET}&redirect=${encodeURIComponent(path)}`,
    );
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
  }

  test('on every page type, the texts in main carry their documents and fields, the page’s own among them', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const entered = new Set<string>();
    for (const sample of onePagePerType()) {
      const origin = siteOrigin(sample.site, EDIT_PORT);
      if (!entered.has(origin)) {
        await enter(page, origin, sample.path);
        entered.add(origin);
      } else {
        await page.goto(`${origin}${sample.path}`);
        await waitForHydration(page);
      }
      const targets = editTargets(await textsOfMain(page));
      expect(targets.length, `${sample.type} ${sample.path}: annotated texts`).toBeGreaterThan(0);
      expect(
        targets.some((target) => target.id === sample.id && target.type === sample.type && target.path),
        `${sample.type} ${sample.path}: a text of the page’s own document ${sample.id}`,
      ).toBe(true);
      // What a visitor reads is unchanged: the h1 says the page's title.
      const h1 = await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent();
      if (!sample.injectedH1) expect(stegaClean(h1 ?? '').trim(), sample.path).toBe(sample.title.trim());
    }
  });

  test('hovering the title, a paragraph, the picture, a date, a price or a block offers “Open in Studio” there', async ({
    page,
  }) => {
    await enter(page, `http://localhost:${EDIT_PORT}`, EXHIBITION.path);
    await expect(page.locator('html')).toHaveAttribute('data-visual-editing', 'on');
    const studioLink = page.getByRole('link', { name: 'Open in Studio' });
    /** Hovers an element until the overlay (a lazily loaded chunk, then a scan of the page) outlines it. */
    const targetOf = async (element: Locator, position?: { x: number; y: number }) => {
      await expect(async () => {
        await page.mouse.move(0, 0);
        await element.hover(position ? { position } : {});
        await expect(studioLink).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const href = (await studioLink.getAttribute('href')) ?? '';
      const url = new URL(href);
      expect(url.origin + url.pathname.split('/intent/')[0]).toBe(STUDIO);
      return studioIntent(href);
    };

    expect(await targetOf(page.getByRole('main').getByRole('heading', { level: 1 }))).toEqual({
      mode: 'presentation',
      id: EXHIBITION.id,
      type: EXHIBITION.type,
      path: 'title',
    });

    const picture = await targetOf(page.getByRole('main').getByRole('img').first());
    expect(picture).toMatchObject({ id: EXHIBITION.id, type: EXHIBITION.type });
    expect(picture.path, 'the picture’s field, through its alt text').toMatch(/^titleImage\./);

    const paragraph = await targetOf(page.getByRole('main').getByText('I 1802 stjal guldsmeden Niels Heidenreich'));
    expect(paragraph).toMatchObject({ id: EXHIBITION.id, type: EXHIBITION.type });
    expect(paragraph.path).toMatch(/^description|text$/);

    // What stega cannot carry leads to the document of its context: the exhibition's dates to the exhibition.
    expect(await targetOf(page.getByRole('main').getByText('1. maj 2026 - 29. aug. 2027'))).toMatchObject({
      id: EXHIBITION.id,
      type: EXHIBITION.type,
    });
    // A ticket's price, formatted by the site, to its ticket.
    await page.goto(`http://localhost:${EDIT_PORT}/billet/entre`);
    await waitForHydration(page);
    const price = page
      .getByRole('main')
      .getByText(/^\d+\s?kr\.$/)
      .first();
    expect(await targetOf(price)).toMatchObject({ type: 'ticket' });
  });

  test('the head stays clean: title, description and Open Graph carry no stega, as search engines would read them', async ({
    page,
  }) => {
    await enter(page, `http://localhost:${EDIT_PORT}`, EXHIBITION.path);
    const head = await page.evaluate(() => document.head.outerHTML);
    expect(head).not.toMatch(ZERO_WIDTH_RUN);
    expect(await page.title()).toBe('Guldhornene – Nationalmuseet');
  });

  test('published pages carry no annotation and no stega character: the same HTML as a server without editors', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    /** The HTML a visitor's browser receives (the browser resolves the sites' host names). */
    const htmlOf = async (origin: string, path: string) => {
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
      expect(response?.status(), path).toBe(200);
      return (await response?.text()) ?? '';
    };
    for (const sample of onePagePerType()) {
      const html = await htmlOf(siteOrigin(sample.site, EDIT_PORT), sample.path);
      expect(html, sample.path).not.toMatch(ZERO_WIDTH_RUN);
      expect(html, sample.path).not.toContain('data-sanity');
      // The origins differ by their port only; the bytes are otherwise the same.
      const without = await htmlOf(siteOrigin(sample.site, TEST_PORT), sample.path);
      expect(html.replaceAll(String(EDIT_PORT), 'PORT'), sample.path).toBe(
        without.replaceAll(String(TEST_PORT), 'PORT'),
      );
    }
  });
});
