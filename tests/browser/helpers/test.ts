import { test as base, expect } from '@playwright/test';
import { themedSiteIds } from '../../../tokens/sites';

export { expect, type Page } from '@playwright/test';

/** The keys under which a site remembers that its newsletter pop-up was dismissed (NewsletterPopup). */
const DISMISSED_KEYS = themedSiteIds.map((site) => `newsletter-popup-dismissed:${site}`);

/**
 * This machine has no network: a third-party resource (an embed vendor's script, Mux's stream) fails to resolve.
 * Tests of pages with third-party embeds declare it; a loopback resource never matches.
 */
export const OFFLINE_THIRD_PARTY =
  /net::ERR_NAME_NOT_RESOLVED <https?:\/\/(?!localhost[:/]|[^/]*\.localhost[:/]|127\.)/;

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
 * - no uncaught page error and no console error, ever: every page of the test's context is watched, and the test
 *   fails after it ran when any was seen that the test did not declare in `expectedBrowserErrors`;
 * - every test starts with the newsletter pop-up already dismissed on every site, so the modal does not open in the
 *   middle of an unrelated test; the pop-up's own test opts out with `test.use({ newsletterDismissed: false })`. An
 *   init script writes the keys into each document's localStorage before the page's own scripts run (only where
 *   they are not set, so a test can still change them). Playwright's `storageState` could say the same, but it
 *   visits every one of the ten site origins to write it when it creates a test's context: about 1.3 s a test.
 */
export const test = base.extend<Options & { browserErrors: BrowserError[] }>({
  newsletterDismissed: [true, { option: true }],
  expectedBrowserErrors: [[], { option: true }],
  browserErrors: [
    async ({ context, expectedBrowserErrors }, use, testInfo) => {
      const errors: BrowserError[] = [];
      context.on('weberror', (error) =>
        errors.push({
          kind: 'pageerror',
          text: error.error().stack ?? String(error.error()),
          url: error.page()?.url() ?? '',
        }),
      );
      context.on('console', (message) => {
        if (message.type() === 'error')
          errors.push({ kind: 'console', text: message.text(), url: message.page()?.url() ?? '' });
      });
      // Chromium's "Failed to load resource: …" names no resource: the failed requests say which one it was.
      const failures: { reason: string; url: string }[] = [];
      context.on('requestfailed', (request) =>
        failures.push({ reason: request.failure()?.errorText ?? '', url: request.url() }),
      );
      context.on('response', (response) => {
        if (response.status() >= 400)
          failures.push({ reason: `status of ${response.status()} (`, url: response.url() });
      });
      await use(errors);
      for (const error of errors) {
        const failed = /^Failed to load resource: (.*)$/.exec(error.text)?.[1];
        const index = failed ? failures.findIndex(({ reason }) => reason && failed.includes(reason)) : -1;
        const [failure] = index >= 0 ? failures.splice(index, 1) : [];
        if (failure) error.text = `${error.text} <${failure.url}>`;
      }
      const unexpected = errors.filter((error) => !expectedBrowserErrors.some((pattern) => pattern.test(error.text)));
      if (testInfo.status === testInfo.expectedStatus)
        expect(unexpected, 'no uncaught page error and no console error in any page of the test').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, newsletterDismissed }, use) => {
    if (newsletterDismissed) {
      await context.addInitScript((keys: string[]) => {
        try {
          for (const key of keys)
            if (localStorage.getItem(key) === null) localStorage.setItem(key, '2026-01-01T00:00:00.000Z');
        } catch {
          // Documents without storage of their own (about:blank, sandboxed frames).
        }
      }, DISMISSED_KEYS);
    }
    await use(context);
  },
});

/**
 * Declares, for the tests of the enclosing describe block, the browser errors they provoke on purpose. (An array
 * given straight to `test.use` would be read as Playwright's [value, options] pair.)
 */
export function expectBrowserErrors(...patterns: RegExp[]): void {
  test.use({ expectedBrowserErrors: [patterns, { scope: 'test' }] });
}
