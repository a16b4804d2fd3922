import { defineConfig } from '@playwright/test';

/**
 * Browser and axe tests run against the production build (`npm run build` first), served by the
 * built server on a loopback port, in Debian's Chromium headless shell (package chromium-headless-shell, installed by
 * scripts/ensure-test-packages.mjs): the engine of Debian's Chromium without the desktop browser around it.
 */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);
/** The test server's PAGE_CACHE_BYPASS_TOKEN: the X-Page-Cache-Bypass header with it renders past the page cache. */
export const BYPASS_TOKEN = 'playwright-bypass';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Twice Playwright's default for an expectation: on a loaded 2-core machine a cold catalogue load or a first
  // hydration can take more than 5 s, and a failing expectation still fails within the test's time.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    // Entrance animations (the newsletter pop-up's fade) would let axe measure half-faded colours on a
    // loaded machine; reduced motion makes them instant, as the site's own styles promise those visitors.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The site hosts (*.localhost) on loopback; every other host fails to resolve at once, the same way on every
        // machine (offline, behind a proxy or not): third-party embeds fail fast with net::ERR_NAME_NOT_RESOLVED.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
        '--no-proxy-server',
        // One renderer process a browser where Chromium may share it: a page that goes from one site's host to
        // another's (natmus.localhost, then kronborg.localhost) keeps its process instead of starting a new one,
        // 0.37 s a navigation on this machine against 0.12 s. Browser contexts still never share a process.
        '--renderer-process-limit=1',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/index.mjs',
    url: `http://127.0.0.1:${TEST_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(TEST_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The calendar tests expect the demo day's events (tests/browser/calendar.spec.ts).
      CONTENT_TODAY: process.env.CONTENT_TODAY ?? '2026-11-22',
      PAGE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
    },
  },
});
