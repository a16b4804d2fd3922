import { test as base } from '@playwright/test';
import { themedSiteIds } from '../../../tokens/sites';

export { expect, type Page } from '@playwright/test';

/** The keys under which a site remembers that its newsletter pop-up was dismissed (NewsletterPopup). */
const DISMISSED_KEYS = themedSiteIds.map((site) => `newsletter-popup-dismissed:${site}`);

/**
 * The browser tests' `test`: every test starts with the newsletter pop-up already dismissed on every site, so the
 * modal does not open in the middle of an unrelated test; the pop-up's own test opts out with
 * `test.use({ newsletterDismissed: false })`. An init script writes the keys into each document's localStorage
 * before the page's own scripts run (only where they are not set, so a test can still change them). Playwright's
 * `storageState` could say the same, but it visits every one of the ten site origins to write it when it creates a
 * test's context: about 1.3 s a test, some 200 s of a CI run.
 */
export const test = base.extend<{ newsletterDismissed: boolean }>({
  newsletterDismissed: [true, { option: true }],
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
