import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalSanityServer, startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { TEST_PORT } from '../../playwright.config';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { siteOrigin } from './helpers/site';
import { expect, expectBrowserErrors, OFFLINE_THIRD_PARTY, type Page, test } from './helpers/test';

const PUBLISHED = 'Besøg museet';
const DRAFT = 'Besøg museet – nye sommeråbningstider (kladde)';
const PAGE = '/besoeg-museet';
/** This spec's own ports (tests/architecture/testPorts.test.ts: one spec a port), next to TEST_PORT's. */
const EMBEDDED_PORT = TEST_PORT + 15;
const LIVE_PORT = TEST_PORT + 16;
const SANITY_PORT = TEST_PORT + 17;

async function heading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent();
}

test.describe('"Without a valid secret, drafts are never served"', () => {
  // The previewed page (/besoeg-museet) has a third-party form embed, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY);
  test('the default server (no PREVIEW_SECRET) refuses to enter preview and shows published content', async ({
    page,
    request,
  }) => {
    const origin = siteOrigin('natmus', TEST_PORT);
    for (const query of ['', '?secret=', '?secret=guess', '?sanity-preview-secret=guess']) {
      const response = await request.get(`${origin}/api/preview/enable${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(401);
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
    // A forged cookie is ignored.
    await page
      .context()
      .addCookies([
        { name: 'museum-preview', value: 'eyJleHAiOjk5OTk5OTk5OTksInJlbGVhc2VzIjpbXX0.forged', url: origin },
      ]);
    const response = await page.goto(`${origin}${PAGE}`);
    expect(response?.headers()['cache-control']).toMatch(/^public/);
    expect(await heading(page)).toBe(PUBLISHED);
    await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  });
});

test.describe('preview on the embedded source (PREVIEW_SECRET)', () => {
  // The previewed page (/besoeg-museet) has a third-party form embed, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY);
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer(EMBEDDED_PORT, { PREVIEW_SECRET: 'browser-test-secret' });
  });
  test.afterAll(async () => server?.stop());

  test('enter with the secret: drafts win, private no-store, the overlay loads; leave: published again', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    await page.goto(`${server.origin}${PAGE}`);
    expect(await heading(page)).toBe(PUBLISHED);
    await page.waitForFunction(() => (window as { dataLayer?: unknown[] }).dataLayer !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.visualEditing)).toBeUndefined();

    const entered = await page.goto(`${server.origin}/api/preview/enable?secret=browser-test-secret&redirect=${PAGE}`);
    expect(entered?.url()).toBe(`${server.origin}${PAGE}`);
    expect(entered?.headers()['cache-control']).toBe('private, no-store');
    expect(await heading(page)).toBe(DRAFT);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'museum-preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The overlay (visual-editing mode by default) is fetched only now, in preview.
    await expect(page.locator('html')).toHaveAttribute('data-visual-editing', 'on');

    const banner = page.getByRole('region', { name: 'Forhåndsvisning' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Afslut forhåndsvisning' }).click();
    await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
    await expect(page).toHaveURL(`${server.origin}${PAGE}`);
    expect(await heading(page)).toBe(PUBLISHED);
    expect((await page.context().cookies()).find((c) => c.name === 'museum-preview')).toBeUndefined();
    await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  });

  test('a wrong secret is refused and drafts stay hidden', async ({ request }) => {
    const response = await request.get(`${server.origin}/api/preview/enable?secret=wrong&redirect=${PAGE}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
    const html = await (await request.get(`${server.origin}${PAGE}`)).text();
    expect(html).not.toContain('(kladde)');
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe('preview on live Sanity: the handshake, and the viewer token never leaves the server', () => {
  // The previewed page (/besoeg-museet) has a third-party form embed, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY);
  test.describe.configure({ mode: 'serial' });
  const TOKEN = 'sk-viewer-token-9f8e7d6c5b4a';
  let sanity: LocalSanityServer;
  let server: ExtraServer;
  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-live-'));
    const file = join(dir, 'dataset.ndjson');
    const secret = {
      _id: 'sanity-preview-url-secret.browser',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: 'studio-handshake-secret',
      studioUrl: 'https://studio.example.org',
    };
    writeFileSync(file, `${readFileSync('fixtures/content/dataset.ndjson', 'utf8')}\n${JSON.stringify(secret)}\n`);
    sanity = await startLocalSanityServer({ datasetFile: file, dataset: 'stage', token: TOKEN, port: SANITY_PORT });
    server = await startExtraServer(LIVE_PORT, {
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: sanity.url,
      SANITY_VIEWER_TOKEN: TOKEN,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sanity?.close();
  });

  test('the studio handshake enters preview; no HTML or JS response contains the token', async ({ page, request }) => {
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json/.test(type))
        bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
    });
    const wrong = await request.get(`${server.origin}/api/preview/enable?sanity-preview-secret=nope`, {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(401);

    await page.goto(
      `${server.origin}/api/preview/enable?sanity-preview-secret=studio-handshake-secret&sanity-preview-pathname=${encodeURIComponent(PAGE)}`,
    );
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await heading(page)).toBe(DRAFT);
    await expect(page.locator('html')).toHaveAttribute('data-visual-editing', 'on');
    // Another page in preview, up and following the content (its change stream open), then leave.
    await page.goto(`${server.origin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-visual-editing', 'on');
    await page.goto(`${server.origin}/api/preview/disable?redirect=${PAGE}`);
    expect(await heading(page)).toBe(PUBLISHED);

    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(body.text.includes(TOKEN), body.url).toBe(false);
    // And no file the build serves carries it.
    for (const file of filesUnder('dist/client')) expect(readFileSync(file, 'utf8').includes(TOKEN), file).toBe(false);
  });
});
