import { defineConfig } from '@playwright/test';
import { themedSiteIds } from './tokens/sites';

/**
 * Browser and axe tests run against the production build (`npm run build` first), served by the
 * built server on a loopback port, in Debian's Chromium (installed by scripts/ensure-chromium.mjs).
 */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);

/** The origin of each site's host on the test port (`localhost` is the main site). */
const siteOrigins = themedSiteIds.map((site) =>
  site === 'natmus' ? `http://localhost:${TEST_PORT}` : `http://${site}.localhost:${TEST_PORT}`,
);

/**
 * Every test starts with the newsletter pop-up already dismissed on every site, so the modal does
 * not open in the middle of an unrelated test; the pop-up's own test starts from empty storage.
 */
const newsletterDismissed = {
  cookies: [],
  origins: siteOrigins.map((origin) => ({
    origin,
    localStorage: themedSiteIds.map((site) => ({
      name: `newsletter-popup-dismissed:${site}`,
      value: '2026-01-01T00:00:00.000Z',
    })),
  })),
};

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    // Entrance animations (the newsletter pop-up's fade) would let axe measure half-faded colours on a
    // loaded machine; reduced motion makes them instant, as the site's own styles promise those visitors.
    reducedMotion: 'reduce',
    storageState: newsletterDismissed,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // *.localhost resolves to loopback in Chromium; keep it explicit for the site hosts.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
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
    },
  },
});
