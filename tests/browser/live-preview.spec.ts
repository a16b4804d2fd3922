import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SanityClient } from '@sanity/client';
import { type LocalSanityServer, startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { studioClient } from '@tests/support/studioClient';
import { TEST_PORT } from '../../playwright.config';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { waitForHydration } from './helpers/site';
import { expect, expectBrowserErrors, OFFLINE_THIRD_PARTY, type Page, test } from './helpers/test';

/**
 * Live draft updates in editor preview: the site on live Sanity (the local Sanity-compatible server), a draft edited
 * through Sanity's mutate API as the Studio edits it, and the open preview following within about two seconds, in
 * place. A published page open at the same time neither listens nor changes.
 */
/** This spec's own ports (tests/architecture/testPorts.test.ts: one spec a port). */
const SITE_PORT = TEST_PORT + 18;
const SANITY_PORT = TEST_PORT + 19;
const TOKEN = 'sk-live-preview-token-0a1b2c';
const PAGE = '/besoeg-museet';
const DOCUMENT = 'landingPage-natmus-visit-da';
const PUBLISHED = 'Besøg museet';
const DRAFT = 'Besøg museet – nye sommeråbningstider (kladde)';
const EDITED = 'Besøg museet – rettet i Studio lige nu';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

/** Counts the EventSources a page opens (before any of its own scripts run). */
const COUNT_EVENT_SOURCES = () => {
  const Native = window.EventSource;
  const counted = window as unknown as { eventSources: number };
  counted.eventSources = 0;
  window.EventSource = class extends Native {
    constructor(...args: ConstructorParameters<typeof EventSource>) {
      super(...args);
      counted.eventSources += 1;
    }
  };
};

test.describe('live draft updates in the open preview', () => {
  // The previewed page has a third-party form embed, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY);
  test.describe.configure({ mode: 'serial' });
  let sanity: LocalSanityServer;
  let server: ExtraServer;
  let studio: SanityClient;

  test.beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'live-preview-')), 'dataset.ndjson');
    const secret = {
      _id: 'sanity-preview-url-secret.live',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: 'live-preview-secret',
      studioUrl: 'https://studio.example.org',
    };
    writeFileSync(file, `${readFileSync('fixtures/content/dataset.ndjson', 'utf8')}\n${JSON.stringify(secret)}\n`);
    sanity = await startLocalSanityServer({ datasetFile: file, dataset: 'stage', token: TOKEN, port: SANITY_PORT });
    server = await startExtraServer(SITE_PORT, {
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: sanity.url,
      SANITY_VIEWER_TOKEN: TOKEN,
      CONTENT_TODAY: '2026-11-22',
    });
    studio = studioClient(sanity.url, TOKEN);
  });
  test.afterAll(async () => {
    await server?.stop();
    await sanity?.close();
  });

  test('a draft edited in the Studio shows in the open preview within seconds (about two), without a reload, scroll and focus kept; a published page open meanwhile does not listen or change', async ({
    page,
    context,
  }) => {
    await context.addInitScript(COUNT_EVENT_SOURCES);
    // A visitor on the same server: another host name, so without the editor's preview cookie.
    const visitor = await context.newPage();
    const published = `http://127.0.0.1:${SITE_PORT}${PAGE}`;
    await visitor.goto(published);
    await waitForHydration(visitor);
    await expect(heading(visitor)).toHaveText(PUBLISHED);

    await page.goto(
      `${server.origin}/api/preview/enable?sanity-preview-secret=live-preview-secret&sanity-preview-pathname=${encodeURIComponent(PAGE)}`,
    );
    await waitForHydration(page);
    await expect(heading(page)).toHaveText(DRAFT);
    // The preview's stream is open, and the server listens to Sanity for it (one listener).
    await expect.poll(() => page.evaluate(() => (window as unknown as { eventSources: number }).eventSources)).toBe(1);
    await expect.poll(() => sanity.listeners).toBe(1);

    const scrolled = await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'still the same document';
      (document.querySelector('main a') as HTMLElement).focus({ preventScroll: true });
      window.scrollTo(0, 600);
      return window.scrollY;
    });
    const focusedLink = await page.evaluate(() => document.activeElement?.textContent);
    expect(focusedLink).toBeTruthy();
    expect(scrolled).toBeGreaterThan(300);

    const edited = Date.now();
    await studio.patch(`drafts.${DOCUMENT}`).set({ title: EDITED }).commit();
    // About two seconds is the aim (a 200 ms pause for the burst, then one page-data request); five on a busy machine.
    await expect(heading(page)).toHaveText(EDITED, { timeout: 5_000 });
    test.info().annotations.push({ type: 'shown after', description: `${Date.now() - edited} ms` });

    expect(
      await page.evaluate(() => ({
        marker: (window as unknown as { marker?: string }).marker,
        navigations: performance.getEntriesByType('navigation').length,
        scrollY: window.scrollY,
        focused: document.activeElement?.textContent,
      })),
    ).toEqual({ marker: 'still the same document', navigations: 1, scrollY: scrolled, focused: focusedLink });

    // The visitor's page: no stream, no refresh, the published title.
    await page.waitForTimeout(500);
    expect(
      await visitor.evaluate(() => ({
        eventSources: (window as unknown as { eventSources: number }).eventSources,
        streams: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/preview/'))
          .length,
      })),
    ).toEqual({ eventSources: 0, streams: 0 });
    await expect(heading(visitor)).toHaveText(PUBLISHED);

    // Leaving preview closes the stream, and the server stops listening to Sanity.
    await page.goto(`${server.origin}/api/preview/disable?redirect=${PAGE}`);
    await expect(heading(page)).toHaveText(PUBLISHED);
    await expect.poll(() => sanity.listeners).toBe(0);
  });

  test('the change stream answers only a preview session: anyone else gets 401 and no stream', async ({ request }) => {
    const response = await request.get(`${server.origin}/api/preview/events`);
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(sanity.listeners).toBe(0);
  });
});
