import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEGRADED_HEADER, noteDegraded, noteShown, PAGE_STATUS_HEADER } from '../cache/renderNotes';
import { documentKey, siteKey, typeKey } from '../cache/surrogateKeys';
import { pageContextJsonStatus, renderFacts } from './renderFacts';

/** Vike's client-navigation JSON of the content route's 404 (its keys as the built server answers them). */
const notFoundJson = JSON.stringify({
  site: 'natmus',
  locale: 'da',
  abortReason: { shell: {} },
  abortStatusCode: 404,
  _abortCall: 'render(404, {"shell":…})',
  pageId: '/runtime/pages/_error',
  routeParams: {},
  pageProps: { is404: false },
  is404: false,
});
const serverErrorJson = notFoundJson.replace('"abortStatusCode":404', '"abortStatusCode":500').replace('404,', '500,');
const unhandledErrorJson = JSON.stringify({ pageId: '/runtime/pages/_error', is404: false, _isServerSideError: true });
const pageJson = JSON.stringify({
  site: 'natmus',
  pageId: '/runtime/pages/content',
  data: { page: { title: 'HTTP-statuskoder: "is404":true og abortStatusCode' } },
});

describe('a page’s client-navigation JSON says its page’s true status', () => {
  it('reads the status Vike puts in the body', () => {
    expect(pageContextJsonStatus(notFoundJson)).toBe(404);
    expect(pageContextJsonStatus(serverErrorJson)).toBe(500);
    expect(pageContextJsonStatus(unhandledErrorJson)).toBe(500);
    expect(
      pageContextJsonStatus(JSON.stringify({ pageId: '/runtime/pages/_error', is404: true, _isServerSideError: true })),
    ).toBe(404);
    expect(pageContextJsonStatus(JSON.stringify({ serverSideError: true }))).toBe(500);
    expect(pageContextJsonStatus(pageJson)).toBeNull();
    expect(pageContextJsonStatus(JSON.stringify({ _urlRedirect: { url: '/x', statusCode: 301 } }))).toBeNull();
  });
});

function app(render: () => void, answer: { body?: string; json?: boolean; cacheControl?: string } = {}) {
  const hono = new Hono();
  hono.use('*', renderFacts());
  hono.get('*', async (c) => {
    await Promise.resolve();
    render();
    const headers = { 'Cache-Control': answer.cacheControl ?? 'no-store, max-age=0' };
    return answer.json
      ? c.body(answer.body ?? '{}', 200, { ...headers, 'Content-Type': 'application/json' })
      : c.html(answer.body ?? '<p>page</p>', 200, headers);
  });
  return hono;
}

describe('render facts: what a render noted becomes headers of its response', () => {
  it('every page response names its site and every document it shows, as Surrogate-Key and Cache-Tag', async () => {
    const response = await app(() => {
      noteShown({ page: { _id: 'page-1', _type: 'landingPage', people: [{ _id: 'person-1' }] } });
      noteShown({ navigationData: { _id: 'navigation-da' } });
    }).request('http://kronborg.localhost/besoeg', { headers: { host: 'kronborg.localhost' } });
    const keys = (response.headers.get('Surrogate-Key') ?? '').split(' ');
    expect(keys).toEqual(
      expect.arrayContaining([
        siteKey('kronborg'),
        documentKey('page-1'),
        documentKey('person-1'),
        documentKey('navigation-da'),
        typeKey('landingPage'),
      ]),
    );
    expect(response.headers.get('Cache-Tag')).toBe(keys.join(','));
  });

  it('the client-navigation JSON of a missing page says 404, of a failed one 500, of a page nothing', async () => {
    const get = (body: string) =>
      app(() => {}, { body, json: true }).request('http://localhost/x/index.pageContext.json');
    const missing = await get(notFoundJson);
    // Still 200 for Vike's client (a 404 would be a console error in the visitor's browser); the caches read the header.
    expect(missing.status).toBe(200);
    expect(missing.headers.get(PAGE_STATUS_HEADER)).toBe('404');
    expect(await missing.text()).toBe(notFoundJson);
    expect((await get(serverErrorJson)).headers.get(PAGE_STATUS_HEADER)).toBe('500');
    expect((await get(pageJson)).headers.get(PAGE_STATUS_HEADER)).toBeNull();
  });

  it('a degraded render says so', async () => {
    const response = await app(() => noteDegraded('root-data')).request('http://localhost/x');
    expect(response.headers.get(DEGRADED_HEADER)).toBe('root-data');
    expect((await app(() => {}).request('http://localhost/x')).headers.get(DEGRADED_HEADER)).toBeNull();
  });

  it('private answers (an editor’s preview) name nothing; static files are left alone', async () => {
    const preview = await app(() => noteShown({ _id: 'drafts.page-1' }), { cacheControl: 'private, no-store' }).request(
      'http://localhost/x',
    );
    expect(preview.headers.get('Surrogate-Key')).toBeNull();
    expect((await app(() => {}).request('http://localhost/assets/x.js')).headers.get('Surrogate-Key')).toBeNull();
  });
});
