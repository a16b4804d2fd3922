import { TEST_PORT } from '../../playwright.config';
import { datasetDocuments, datasetPages, siteOrigin, waitForHydration } from './helpers/site';
import { expect, expectBrowserErrors, OFFLINE_MUX_STREAM, OFFLINE_THIRD_PARTY, type Page, test } from './helpers/test';

/**
 * "A Content-Security-Policy with nonces for our inline scripts": the site has no
 * executable inline script, so its policy needs no nonce (runtime/server/security.ts says why, and
 * docs/DEPLOYMENT.md). These keep it so: (a) in the HTML the server sends, every <script> without
 * `src` is a data block (Vike's page context as application/json, structured data as
 * application/ld+json), which browsers never execute; (b) Chromium reports no
 * `securitypolicyviolation` for the site's own resources on pages with each kind of embed and media.
 */
const base = `http://127.0.0.1:${TEST_PORT}`;

/** Script types a browser does not execute (the HTML standard's "data block"). */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

/** Every <script> start tag in the HTML, with its attributes. */
function scriptTags(html: string): { src?: string; type?: string; tag: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => {
    const attributes = match[1] ?? '';
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(attributes)
        ?.slice(1)
        .find((value) => value !== undefined);
    return { src: attribute('src'), type: attribute('type')?.trim().toLowerCase(), tag: match[0] };
  });
}

/** Pages of the embedded dataset whose content has a given embed or medium (the published ones). */
function pagesWith(pattern: RegExp): { site: string; path: string }[] {
  const ids = new Set(
    datasetDocuments()
      .filter((doc) => pattern.test(JSON.stringify(doc)))
      .map((doc) => String(doc._id)),
  );
  return datasetPages().filter((page) => ids.has(page.id));
}

const EMBEDS: { name: string; pattern: RegExp }[] = [
  { name: 'Jotform', pattern: /jotform/i },
  { name: 'Office form (iframe embed)', pattern: /forms\.office\.com|"_type":"iframeEmbed"/ },
  { name: 'Office document (officeapps)', pattern: /officeapps\.live\.com/ },
  { name: 'Mux video', pattern: /playbackId/ },
  { name: 'Spreaker podcast', pattern: /spreaker/i },
];

test('(a) no executable inline script in the HTML: every <script> without src is a JSON data block', async ({
  request,
}) => {
  // One page per site and page type (the shell and each template write the script elements; content
  // cannot add any but the allow-listed embeds' external ones), the four locales in turn, and the
  // special pages.
  const groups = new Map<string, ReturnType<typeof datasetPages>>();
  for (const page of datasetPages()) {
    groups.set(`${page.site} ${page.type}`, [...(groups.get(`${page.site} ${page.type}`) ?? []), page]);
  }
  const locales = ['da', 'en', 'de', 'sv'];
  const pages = [
    ...[...groups.values()].map((group, index) => {
      const page = group.find((p) => p.locale === locales[index % locales.length]) ?? group[0];
      return { site: page?.site ?? 'natmus', path: page?.path ?? '/' };
    }),
    ...[
      '/mocks',
      '/mocks/embed',
      '/mocks/article-video',
      '/mocks/podcast',
      '/mocks/podcast-serie',
      '/mocks/calendar',
    ].map((path) => ({ site: 'natmus', path })),
    { site: 'natmus', path: '/fejl' },
    { site: 'natmus', path: '/en/404' },
    { site: 'natmus', path: '/denne-side-findes-ikke' },
    { site: 'natmus', path: '/soeg?q=viking' },
    { site: 'kronborg', path: '/sv/soeg?q=slot' },
  ];
  expect(pages.length).toBeGreaterThan(50);
  const executable: string[] = [];
  let scripts = 0;
  for (const { site, path } of pages) {
    const response = await request.get(`${base}${path}`, {
      headers: { host: new URL(siteOrigin(site, TEST_PORT)).host },
    });
    expect([200, 404, 500], `${site} ${path}`).toContain(response.status());
    const html = await response.text();
    const tags = scriptTags(html);
    // Each page loads Vike's client entry from our origin, and carries its page context as data.
    expect(
      tags.some((tag) => tag.src?.startsWith('/assets/')),
      `${site} ${path}: client entry`,
    ).toBe(true);
    expect(
      tags.some((tag) => tag.type === 'application/json'),
      `${site} ${path}: page context`,
    ).toBe(true);
    for (const tag of tags) {
      scripts += 1;
      if (tag.src === undefined && !DATA_BLOCK_TYPES.has(tag.type ?? ''))
        executable.push(`${site} ${path}: ${tag.tag}`);
    }
  }
  console.log(`csp: ${scripts} <script> elements on ${pages.length} pages, ${executable.length} executable inline`);
  expect(executable).toEqual([]);
});

/** Registers a listener for CSP violations before any of the page's own code runs. */
async function recordViolations(
  page: Page,
): Promise<() => Promise<{ directive: string; blocked: string; source: string }[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  // Chromium also logs each refusal (workers included); shown when a test fails.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.log(`csp console: ${message.text()}`);
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)) as {
      directive: string;
      blocked: string;
      source: string;
    }[];
}

/** A violation of our own doing: inline code, eval, or a resource from the site's own origin, data: or blob:. */
function ours(violation: { blocked: string }, origin: string): boolean {
  return (
    /^(?:inline|eval|wasm-eval|data|blob)\b/.test(violation.blocked) ||
    violation.blocked.startsWith(origin) ||
    violation.blocked === ''
  );
}

const browserPages = [
  { name: '/mocks/embed', site: 'natmus', path: '/mocks/embed' },
  { name: '/mocks/article-video', site: 'natmus', path: '/mocks/article-video' },
  { name: '/mocks/podcast', site: 'natmus', path: '/mocks/podcast' },
  ...EMBEDS.map(({ name, pattern }) => {
    const page = pagesWith(pattern).find((p) => p.path.startsWith('/') && !/^\/(?:en|de|sv)\//.test(p.path));
    if (!page) throw new Error(`No page with ${name} in the embedded dataset`);
    return { name: `${name}: ${page.site} ${page.path}`, site: page.site, path: page.path };
  }),
];

test.describe('(b) pages with embeds and players', () => {
  // The embed vendors' scripts and frames, and Mux's stream, are third parties, unreachable from this offline machine.
  expectBrowserErrors(OFFLINE_THIRD_PARTY, ...OFFLINE_MUX_STREAM);
  for (const { name, site, path } of browserPages) {
    test(`(b) ${name}: no Content-Security-Policy violation for the site's own resources`, async ({ page }) => {
      const origin = siteOrigin(site, TEST_PORT);
      const violations = await recordViolations(page);
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await waitForHydration(page);
      // Start what waits for a click: the video player and the audio player load their code then.
      for (const label of [/afspil video|play video/i, /afspil episode|play episode|afspil$/i]) {
        const button = page.getByRole('button', { name: label }).first();
        if (await button.isVisible().catch(() => false)) await button.click();
      }
      await page.waitForLoadState('networkidle').catch(() => {});
      const all = await violations();
      const own = all.filter((violation) => ours(violation, origin));
      console.log(`csp ${name}: ${all.length} violations, ${own.length} of our own ${JSON.stringify(all)}`);
      expect(own).toEqual([]);
      // Every frame the page renders is on the frame allow list (a page that is not is shown as a link instead).
      expect(all.filter((violation) => violation.directive === 'frame-src')).toEqual([]);
    });
  }
});
