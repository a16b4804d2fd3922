import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
  type Response,
  type WebError,
} from '@playwright/test';
import { themedSiteIds } from '@tokens/sites';
import { TEST_PORT } from '../../../playwright.config';
import { preloadAxe } from './axe';

export { expect, type Locator, type Page } from '@playwright/test';

/** The keys under which a site remembers that its newsletter pop-up was dismissed (NewsletterPopup). */
const DISMISSED_KEYS = themedSiteIds.map((site) => `newsletter-popup-dismissed:${site}`);

/**
 * This machine has no network: a third-party resource (an embed vendor's script, Mux's stream) fails to resolve.
 * Tests of pages with third-party embeds declare it; a loopback resource never matches.
 */
export const OFFLINE_THIRD_PARTY =
  /net::ERR_NAME_NOT_RESOLVED <https?:\/\/(?!localhost[:/]|[^/]*\.localhost[:/]|127\.)/;

/**
 * Mux's player, offline: the manifest of its stream (stream.mux.com) fails to load and the player logs it (hls.js's
 * network error, then the player's MediaError). Pages with a Mux video declare these next to OFFLINE_THIRD_PARTY.
 */
export const OFFLINE_MUX_STREAM: RegExp[] = [
  /^getErrorFromHlsErrorData\(\) \{type: networkError, details: manifestLoadError, fatal: true, url: https:\/\/stream\.mux\.com\//,
  /^\[mux-player [\d.]+\] MediaError/,
];

/** A response with this HTTP status, which the test asks for (the 404 page, the 500 page). */
export const failedResponse = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\(`);

/** An uncaught page error or a console error seen in any page of a test's browser context. */
export interface BrowserError {
  kind: 'pageerror' | 'console';
  text: string;
  url: string;
}

interface Options {
  /** The newsletter pop-up starts dismissed on every site (its own test sets this false). */
  newsletterDismissed: boolean;
  /**
   * The browser errors a test provokes on purpose (a 404 or 500 response logged by Chromium, a CSP violation under
   * test), each matched by a pattern. Every other page error or console error fails the test.
   */
  expectedBrowserErrors: RegExp[];
}

/**
 * The browser tests' `test`:
 * - no uncaught page error, no console error and no missing dictionary key (a word the page did not send), ever:
 *   every page of the test's context is watched, and the test fails after it ran when any was seen that the test did
 *   not declare in `expectedBrowserErrors`;
 * - every test starts with the newsletter pop-up already dismissed on every site, so the modal does not open in the
 *   middle of an unrelated test; the pop-up's own test opts out with `test.use({ newsletterDismissed: false })`. An
 *   init script writes the keys into each document's localStorage before the page's own scripts run (only where
 *   they are not set, so a test can still change them). Playwright's `storageState` could say the same, but it
 *   visits every one of the ten site origins to write it when it creates a test's context: about 1.3 s a test;
 * - `sharedPage`: for tests that only visit and check pages (the axe runs over every page type), the page of one
 *   context a worker keeps, its cookies cleared for each test. A fresh context and page cost about 0.5 s on this
 *   machine, and a page that loads a second site page finds the scripts, styles and fonts in its cache. axe-core
 *   comes with each of its documents (preloadAxe).
 */
const DESKTOP = { width: 1280, height: 720 };

export const test = base.extend<
  Options & { browserErrors: BrowserError[]; sharedPage: Page },
  { sharedContext: BrowserContext }
>({
  newsletterDismissed: [true, { option: true }],
  expectedBrowserErrors: [[], { option: true }],
  // Collected by the contexts the test uses (its own `context`, the worker's `sharedPage`); checked once they closed.
  // It does not ask for a context itself: a test that only makes HTTP requests starts no browser context.
  browserErrors: [
    async ({ expectedBrowserErrors }, use, testInfo) => {
      const errors: BrowserError[] = [];
      await use(errors);
      const unexpected = errors.filter((error) => !expectedBrowserErrors.some((pattern) => pattern.test(error.text)));
      if (testInfo.status === testInfo.expectedStatus)
        expect(unexpected, 'no uncaught page error and no console error in any page of the test').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, newsletterDismissed, browserErrors }, use) => {
    if (newsletterDismissed) await dismissNewsletter(context);
    const stop = watchBrowserErrors(context, browserErrors);
    await use(context);
    stop();
  },
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://localhost:${TEST_PORT}`,
        reducedMotion: 'reduce',
        viewport: DESKTOP,
      });
      await dismissNewsletter(context);
      await preloadAxe(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedContext, browserErrors }, use) => {
    const page = sharedContext.pages()[0] ?? (await sharedContext.newPage());
    await sharedContext.clearCookies();
    const size = page.viewportSize();
    if (size?.width !== DESKTOP.width || size.height !== DESKTOP.height) await page.setViewportSize(DESKTOP);
    const stop = watchBrowserErrors(sharedContext, browserErrors);
    await use(page);
    stop();
  },
});

/**
 * A newsletter pop-up already dismissed on every site: an init script writes the keys into each document's
 * localStorage before the page's own scripts run (only where they are not set, so a test can still change them).
 */
async function dismissNewsletter(context: BrowserContext): Promise<void> {
  await context.addInitScript((keys: string[]) => {
    try {
      for (const key of keys)
        if (localStorage.getItem(key) === null) localStorage.setItem(key, '2026-01-01T00:00:00.000Z');
    } catch {
      // Documents without storage of their own (about:blank, sandboxed frames).
    }
  }, DISMISSED_KEYS);
}

/**
 * Records into `errors` every uncaught page error and console error of the context's pages until the returned stop
 * is called, which also names the resource of each "Failed to load resource" (Chromium's message names none: the
 * failed requests and error responses seen meanwhile say which one it was).
 */
export function watchBrowserErrors(context: BrowserContext, errors: BrowserError[]): () => void {
  const seen: BrowserError[] = [];
  const failures: { reason: string; url: string }[] = [];
  const onWebError = (error: WebError) =>
    seen.push({
      kind: 'pageerror',
      text: error.error().stack ?? String(error.error()),
      url: error.page()?.url() ?? '',
    });
  const onConsole = (message: ConsoleMessage) => {
    // A word the browser's code asked for and the page did not send warns, as does a word asked for before any
    // dictionary was registered: either shows as an empty text.
    const missingWord = message.type() === 'warning' && message.text().startsWith('[i18n] Missing dictionary');
    if (message.type() === 'error' || missingWord)
      seen.push({ kind: 'console', text: message.text(), url: message.page()?.url() ?? '' });
  };
  const onRequestFailed = (request: Request) =>
    failures.push({ reason: request.failure()?.errorText ?? '', url: request.url() });
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failures.push({ reason: `status of ${response.status()} (`, url: response.url() });
  };
  context.on('weberror', onWebError);
  context.on('console', onConsole);
  context.on('requestfailed', onRequestFailed);
  context.on('response', onResponse);
  return () => {
    context.off('weberror', onWebError);
    context.off('console', onConsole);
    context.off('requestfailed', onRequestFailed);
    context.off('response', onResponse);
    for (const error of seen) {
      const failed = /^Failed to load resource: (.*)$/.exec(error.text)?.[1];
      const index = failed ? failures.findIndex(({ reason }) => reason && failed.includes(reason)) : -1;
      const [failure] = index >= 0 ? failures.splice(index, 1) : [];
      if (failure) error.text = `${error.text} <${failure.url}>`;
      errors.push(error);
    }
  };
}

/**
 * Declares, for the tests of the enclosing describe block, the browser errors they provoke on purpose. (An array
 * given straight to `test.use` would be read as Playwright's [value, options] pair.)
 */
export function expectBrowserErrors(...patterns: RegExp[]): void {
  test.use({ expectedBrowserErrors: [patterns, { scope: 'test' }] });
}
