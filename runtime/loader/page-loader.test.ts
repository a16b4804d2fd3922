import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniDataset } from '@tests/support/miniDataset';
import { withRenderNotes } from '../cache/renderNotes';
import { readNdjson } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '../cms/source/embedded-source';
import type { ContentSource } from '../cms/source/source';
import { hostConfigFromEnv } from '../sites/hosts';
import { loadPage } from './page-loader';
import { loadRootData } from './rootData-loader';

const source = createEmbeddedSourceFromDocuments(miniDataset);
const deps = { source, hosts: hostConfigFromEnv({ PORT: '3000' }), clock: () => new Date('2026-11-22T10:00:00Z') };

describe('page loader input (the spec)', () => {
  it('"The site parameter is required when requesting a page from Sanity"', async () => {
    await expect(loadPage({ path: '/' }, deps)).rejects.toThrow(
      'The site parameter is required when requesting a page from Sanity',
    );
    await expect(loadPage({ site: '', path: '/' }, deps)).rejects.toThrow(
      'The site parameter is required when requesting a page from Sanity',
    );
  });
  it('"The path parameter is required when requesting a page from Sanity"', async () => {
    await expect(loadPage({ site: 'natmus' }, deps)).rejects.toThrow(
      'The path parameter is required when requesting a page from Sanity',
    );
  });
  it('"The path parameter must begin with a forward slash"', async () => {
    await expect(loadPage({ site: 'natmus', path: 'besoeg' }, deps)).rejects.toThrow(
      'The path parameter must begin with a forward slash',
    );
  });
  it('"Unknown site: {site}"', async () => {
    await expect(loadPage({ site: 'louvre', path: '/' }, deps)).rejects.toThrow('Unknown site: louvre');
  });
});

describe('page loader outcomes', () => {
  it('an empty slug loads the front page of the site in da', async () => {
    const outcome = await loadPage({ site: 'natmus', path: '/' }, deps);
    expect(outcome.kind).toBe('page');
    if (outcome.kind === 'page') expect(outcome.page._id).toBe('frontPage-natmus-da');
  });
  it('/en and a slug equal to the locale (/en/en) load the English front page', async () => {
    for (const path of ['/en', '/en/en']) {
      const outcome = await loadPage({ site: 'natmus', path }, deps);
      expect(outcome.kind === 'page' && outcome.page._id).toBe('frontPage-natmus-en');
    }
  });
  it('any other slug loads a page by slug', async () => {
    const outcome = await loadPage({ site: 'natmus', path: '/besoeg-museet' }, deps);
    expect(outcome.kind === 'page' && outcome.page.title).toBe('Besøg museet');
  });
  it('the published perspective never shows drafts; previewDrafts does', async () => {
    const published = await loadPage({ site: 'natmus', path: '/besoeg-museet' }, deps);
    expect(published.kind === 'page' && published.page.title).toBe('Besøg museet');
    const preview = await loadPage(
      { site: 'natmus', path: '/besoeg-museet' },
      { ...deps, perspective: 'previewDrafts' },
    );
    expect(preview.kind === 'page' && preview.page.title).toBe('Besøg museet (kladde)');
  });
  it('"A redirect with status 301 is permanent" and an internal target is a relative path', async () => {
    expect(await loadPage({ site: 'natmus', path: '/gammel-side' }, deps)).toEqual({
      kind: 'redirect',
      statusCode: 301,
      location: '/besoeg-museet',
    });
  });
  it('other redirects are 302 and an absolute external target is sent as is', async () => {
    expect(await loadPage({ site: 'natmus', path: '/billetter-online' }, deps)).toEqual({
      kind: 'redirect',
      statusCode: 302,
      location: 'https://billetter.natmus.dk/',
    });
  });
  it('a cross-site redirect target is absolute on the other site’s configured origin', async () => {
    expect(await loadPage({ site: 'natmus', path: '/en/war-museum' }, deps)).toEqual({
      kind: 'redirect',
      statusCode: 302,
      location: 'http://krigsmuseet.localhost:3000/',
    });
  });
  it('"A root path with a configured root redirect goes to that path"', async () => {
    expect(await loadPage({ site: 'dwarf', path: '/' }, deps)).toMatchObject({
      kind: 'redirect',
      location: 'https://natmus.dk/',
    });
  });
  it('"Page missing, or redirect without target" gives the 404 page with its Danish text', async () => {
    for (const path of ['/findes-ikke', '/ingen-vej']) {
      const outcome = await loadPage({ site: 'natmus', path }, deps);
      expect(outcome.kind).toBe('notFound');
      if (outcome.kind === 'notFound')
        expect(outcome.notFound).toMatchObject({ title: '404', text: 'Siden blev ikke fundet' });
    }
  });
  it('/api/ paths are skipped by page loading', async () => {
    expect(await loadPage({ site: 'natmus', path: '/api/search/get-embedding-result' }, deps)).toEqual({
      kind: 'skip',
    });
  });
  it('a page is looked up on its own site only', async () => {
    expect((await loadPage({ site: 'krigsmuseet', path: '/besoeg-museet' }, deps)).kind).toBe('notFound');
  });
  it('one content round trip per page view', async () => {
    let calls = 0;
    const counting: ContentSource = {
      kind: 'embedded',
      fetch: (...args) => {
        calls++;
        return source.fetch(...args);
      },
      listen: () => () => {},
    };
    await loadPage({ site: 'natmus', path: '/findes-ikke' }, { ...deps, source: counting });
    await loadPage({ site: 'natmus', path: '/gammel-side' }, { ...deps, source: counting });
    expect(calls).toBe(2);
  });
  it('a failing content source rejects (the route turns it into the 500 page)', async () => {
    const failing: ContentSource = {
      kind: 'live',
      fetch: () => Promise.reject(new Error('CMS down')),
      listen: () => () => {},
    };
    await expect(loadPage({ site: 'natmus', path: '/' }, { ...deps, source: failing })).rejects.toThrow('CMS down');
  });
});

describe('root data input', () => {
  it('"Locale is required when requesting rootData from Sanity"', async () => {
    await expect(loadRootData({ site: 'natmus' }, source)).rejects.toThrow(
      'Locale is required when requesting rootData from Sanity',
    );
  });
  it('"Site is required when requesting rootData from Sanity"', async () => {
    await expect(loadRootData({ locale: 'da' }, source)).rejects.toThrow(
      'Site is required when requesting rootData from Sanity',
    );
  });
  it('navigation and site config for a site and locale', async () => {
    const root = await loadRootData({ site: 'natmus', locale: 'da' }, source);
    expect(root.siteConfig?.street).toBe('Ny Vestergade 10');
    expect(root.navigationData?.primary).toHaveLength(4);
  });
});

describe('page loader: the documents a page shows name its response', () => {
  it('every document in the page query’s result: the page, its translations, its people, the pages it links and lists', async () => {
    const full = createEmbeddedSourceFromDocuments(readNdjson('fixtures/content/dataset.ndjson'));
    const { notes } = await withRenderNotes(() =>
      loadPage({ site: 'natmus', path: '/besoeg-museet' }, { ...deps, source: full }),
    );
    expect([...notes.refs.ids]).toEqual(
      expect.arrayContaining([
        'landingPage-natmus-visit-da',
        'landingPage-natmus-visit-en',
        'contactPerson-mette-lund',
        'exhibition-natmus-guldhornene-da',
        'exhibitionOverview-natmus-udstillinger-da',
      ]),
    );
    expect([...notes.refs.types]).toEqual(expect.arrayContaining(['landingPage', 'exhibition']));
  });
});

describe('a page that exists only as a draft: "in preview mode drafts are shown"', () => {
  const full = createEmbeddedSourceFromDocuments(readNdjson('fixtures/content/dataset.ndjson'));
  const fullDeps = { ...deps, source: full };

  it('is found by its slug in preview (drafts, or a release stacked over drafts), under its published id', async () => {
    for (const perspective of ['previewDrafts', ['rSpring2027']] as const) {
      const outcome = await loadPage({ site: 'natmus', path: '/soelvskatte' }, { ...fullDeps, perspective });
      expect(outcome.kind, String(perspective)).toBe('page');
      if (outcome.kind !== 'page') continue;
      expect(outcome.page._id).toBe('landingPage-natmus-silver-hoards-da');
      expect(outcome.page.title).toBe('Sølvskatte – vikingetidens rigdomme');
    }
    const english = await loadPage(
      { site: 'natmus', path: '/en/silver-hoards' },
      { ...fullDeps, perspective: 'previewDrafts' },
    );
    expect(english.kind === 'page' && english.page.locale).toBe('en');
  });

  it('is a 404 outside preview', async () => {
    for (const path of ['/soelvskatte', '/en/silver-hoards', '/de/silberschaetze', '/sv/silverskatter']) {
      expect((await loadPage({ site: 'natmus', path }, fullDeps)).kind, path).toBe('notFound');
    }
  });
});

describe('redirect documents: only a page, a path on this site or an http(s) URL, sent percent-encoded', () => {
  afterEach(() => vi.restoreAllMocks());

  const redirect = (from: string, to: Record<string, unknown>, id = from) => ({
    _id: `redirect-test-${id.replace(/[^a-z0-9]/gi, '')}-${Math.random().toString(36).slice(2)}`,
    _type: 'redirect',
    site: 'natmus',
    from,
    statusCode: 301,
    to,
  });
  const hostile = [
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil.example',
    '\\\\evil.example',
    'https://evil.example/\\x',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    '/ok\r\nSet-Cookie: stolen=1',
    'https://example.com/\r\nSet-Cookie: stolen=1',
    '/ok\u0000',
    'https:evil.example',
    'evil.example',
  ];

  it('a hostile or broken target is ignored: the page at the path (or the 404 page) answers, and it is logged once', async () => {
    for (const href of hostile) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const documents = [
        ...miniDataset,
        redirect('/besoeg-museet', { type: 'external', href }),
        redirect('/ond-vej', { type: 'external', href }),
      ];
      const hostileDeps = { ...deps, source: createEmbeddedSourceFromDocuments(documents) };
      const page = await loadPage({ site: 'natmus', path: '/besoeg-museet' }, hostileDeps);
      expect(page.kind === 'page' && page.page.title, href).toBe('Besøg museet');
      expect(warn, href).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Redirect from /besoeg-museet on natmus ignored');
      // The target is quoted as JSON: a line break in it cannot start a log line of its own.
      expect(String(warn.mock.calls[0]?.[0])).not.toMatch(/[\r\n]/);
      expect((await loadPage({ site: 'natmus', path: '/ond-vej' }, hostileDeps)).kind, href).toBe('notFound');
      vi.restoreAllMocks();
    }
  });

  it('a path whose dot segments lead to //host is not sent (it would be protocol-relative as a Location)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const href of ['/.//evil.example', '/a/..//evil.example', '/..//evil.example']) {
      const source = createEmbeddedSourceFromDocuments([
        ...miniDataset,
        redirect('/ond-vej', { type: 'external', href }),
      ]);
      expect((await loadPage({ site: 'natmus', path: '/ond-vej' }, { ...deps, source })).kind, href).toBe('notFound');
    }
  });

  it('non-ASCII targets are percent-encoded (UTF-8, punycode host), so the Location header can be written', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'external', href: '/udstillinger/æbler og øl' }, '/udstillinger/%C3%A6bler%20og%20%C3%B8l'],
      [{ type: 'external', href: 'https://example.dk/søg?q=år#ø' }, 'https://example.dk/s%C3%B8g?q=%C3%A5r#%C3%B8'],
      [{ type: 'external', href: 'https://bøger.dk/' }, 'https://xn--bger-gra.dk/'],
      [{ type: 'external', href: '/smiley/\u{1F600}' }, '/smiley/%F0%9F%98%80'],
      [{ type: 'external', href: '/allerede%20kodet' }, '/allerede%20kodet'],
      [{ type: 'internal', reference: { _ref: 'landingPage-natmus-aeble-da' } }, '/%C3%A6bler'],
    ];
    const applePage = {
      _id: 'landingPage-natmus-aeble-da',
      _type: 'landingPage',
      site: 'natmus',
      locale: 'da',
      title: 'Æbler',
      slug: { current: 'æbler' },
    };
    for (const [to, location] of cases) {
      const source = createEmbeddedSourceFromDocuments([...miniDataset, applePage, redirect('/ny-vej', to)]);
      const outcome = await loadPage({ site: 'natmus', path: '/ny-vej' }, { ...deps, source });
      expect(outcome, JSON.stringify(to)).toEqual({ kind: 'redirect', statusCode: 301, location });
      // Every header value a redirect gives can be set (a character above U+00FF or a line break would throw).
      expect(() => new Headers({ Location: location })).not.toThrow();
    }
  });
});
