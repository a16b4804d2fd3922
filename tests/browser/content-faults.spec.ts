import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PORT } from '../../playwright.config';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { expect, type Page, test } from './helpers/test';

/**
 * Content faults: a corpus of broken documents (dangling references, missing and
 * mistyped fields, unknown module types, invalid dates, huge arrays, HTML and <script> in text
 * fields), added to a copy of the embedded dataset that a second built server reads
 * (CONTENT_DATASET; the shared dataset is untouched) → each page renders at 200 with its good
 * blocks, the bad blocks degrade with a `[content]` warning, and no injected script runs in Chromium.
 */
const PORT = TEST_PORT + 7;
const origin = `http://localhost:${PORT}`;

/** Every injection sets this flag or opens a dialog if it ever runs. */
const PWN = 'window.__pwned=1';
const SCRIPT = `<script>${PWN};alert(1)</script>`;
const IMG = `<img src=x onerror="${PWN};alert(2)">`;
const SVG = `<svg onload="${PWN}"></svg>`;
const HOSTILE = `${SCRIPT}${IMG}${SVG}"><iframe src="javascript:${PWN}"></iframe>`;

const span = (text: string, marks: string[] = []) => ({
  _type: 'span',
  _key: Math.random().toString(36).slice(2),
  text,
  marks,
});
const block = (...children: ReturnType<typeof span>[]) => ({
  _type: 'block',
  _key: Math.random().toString(36).slice(2),
  style: 'normal',
  markDefs: [{ _key: 'evil', _type: 'link', type: 'external', href: `javascript:${PWN}` }],
  children,
});
const goodText = (key: string, heading: string) => ({
  _type: 'textSection',
  _key: key,
  heading,
  body: [block(span(`${heading}: brødtekst`))],
});
const base = (id: string, type: string, slug: string, title: unknown = `Fejlside ${id}`) => ({
  _id: id,
  _type: type,
  _createdAt: '2026-01-01T10:00:00.000Z',
  _updatedAt: '2026-01-01T10:00:00.000Z',
  site: 'natmus',
  locale: 'da',
  title,
  slug: { _type: 'slug', current: slug },
});

/** The broken documents, each a page of the main site in Danish. */
function faultCorpus(): Record<string, unknown>[] {
  return [
    {
      ...base('fault-modules', 'landingPage', 'fejl/moduler', `Moduler ${SCRIPT}`),
      seo: 'not an object',
      hero: { intro: HOSTILE, image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-missing-1x1-jpg' } } },
      modules: [
        goodText('good-before', 'Gyldig tekst før'),
        { _type: 'hologram', _key: 'unknown-type', beam: true },
        { _type: 'textSection', _key: 'mistyped', heading: 42, body: 'not portable text' },
        {
          _type: 'textSection',
          _key: 'hostile-text',
          heading: HOSTILE,
          body: [block(span(HOSTILE, ['evil']), span(IMG))],
        },
        {
          _type: 'textSection',
          _key: 'broken-blocks',
          body: [{ _type: 'block' }, { _type: 'mystery', html: SCRIPT }, null],
        },
        {
          _type: 'imageModule',
          _key: 'dangling-image',
          image: { asset: { _type: 'reference', _ref: 'image-gone-10x10-jpg' } },
        },
        {
          _type: 'billboardWithReference',
          _key: 'dangling-doc',
          reference: { _type: 'reference', _ref: 'exhibition-gone' },
        },
        { _type: 'contact', _key: 'dangling-people', people: [{ _type: 'reference', _ref: 'contactPerson-gone' }] },
        {
          _type: 'accordion',
          _key: 'huge',
          title: 'Mange punkter',
          items: Array.from({ length: 1000 }, (_, index) => ({
            _key: `item-${index}`,
            title: `Punkt ${index} ${index === 7 ? SCRIPT : ''}`,
            content: [block(span(`Indhold ${index}`))],
          })),
        },
        { _type: 'embed', _key: 'hostile-embed', code: HOSTILE },
        { _type: 'iframeEmbed', _key: 'hostile-iframe', url: `javascript:${PWN}`, title: SCRIPT, width: 'wide' },
        { _type: 'statement', _key: 'statement', quote: HOSTILE, personName: { first: 'not', last: 'a string' } },
        { _key: 'no-type' },
        'not even an object',
        goodText('good-after', 'Gyldig tekst efter'),
      ],
    },
    {
      ...base('fault-dates', 'exhibition', 'fejl/datoer', `Udstilling ${IMG}`),
      subtitle: SCRIPT,
      description: HOSTILE,
      type: 'not-a-type',
      tags: 'not-an-array',
      period: { from: 'not a date', to: '2026-13-45' },
      location: { name: SCRIPT, details: 7 },
      modules: [goodText('good-exhibition', 'Gyldig udstillingstekst')],
    },
    {
      ...base('fault-event', 'eventPage', 'fejl/begivenhed', `Begivenhed ${SVG}`),
      event: { _type: 'reference', _ref: 'event-gone' },
      practicalInfo: [{ _key: 'p', label: SCRIPT, value: 12 }, null],
      modules: [goodText('good-event', 'Gyldig begivenhedstekst')],
    },
    {
      ...base('fault-missing', 'landingPage', 'fejl/mangler', undefined),
      modules: Array.from({ length: 500 }, (_, index) => ({ _type: 'unknownModule', _key: `u${index}` })).concat([
        goodText('good-missing', 'Gyldig tekst uden titel') as never,
      ]),
    },
  ].map((doc) => JSON.parse(JSON.stringify(doc)) as Record<string, unknown>);
}

const PAGES = [
  { path: '/fejl/moduler', present: ['Gyldig tekst før', 'Gyldig tekst efter', 'Punkt 999'] },
  { path: '/fejl/datoer', present: ['Gyldig udstillingstekst'] },
  { path: '/fejl/begivenhed', present: ['Gyldig begivenhedstekst'] },
  { path: '/fejl/mangler', present: ['Gyldig tekst uden titel'] },
];

let server: ExtraServer;
let scratch: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  scratch = mkdtempSync(join(tmpdir(), 'content-faults-'));
  const dataset = join(scratch, 'dataset.ndjson');
  const original = readFileSync('fixtures/content/dataset.ndjson', 'utf8').trimEnd();
  writeFileSync(
    dataset,
    `${original}\n${faultCorpus()
      .map((doc) => JSON.stringify(doc))
      .join('\n')}\n`,
  );
  server = await startExtraServer(PORT, { CONTENT_DATASET: dataset, CONTENT_TODAY: '2026-11-22' });
});

test.afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Opens a page and reports whether anything injected ran: the flag, a dialog, or a console error from it. */
async function visit(page: Page, path: string): Promise<{ status: number; pwned: unknown; dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // Give hydration, lazy images' error handlers and any injected timer a moment to run.
  await page.waitForLoadState('networkidle');
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
  return { status: response?.status() ?? 0, pwned, dialogs };
}

for (const { path, present } of PAGES) {
  test(`${path}: renders at 200 with its good blocks; nothing injected runs`, async ({ page }) => {
    const { status, pwned, dialogs } = await visit(page, path);
    expect(status).toBe(200);
    expect(pwned, 'an injected script ran').toBeUndefined();
    expect(dialogs, 'an injected script opened a dialog').toEqual([]);
    for (const text of present) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    // No element carries an inline event handler or a javascript: URL from the content.
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value.slice(0, 40)}"`),
      ),
    );
    expect(handlers).toEqual([]);
  });
}

test('the bad blocks degrade with a warning in the server log', () => {
  const output = server.output();
  expect(output).toContain('[content] Module without a mapping skipped: hologram');
  expect(output).toMatch(/\[content\] Invalid textSection module mistyped skipped/);
  expect(output).not.toMatch(/TypeError|ReferenceError|Unhandled/);
});
