import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documentKey, siteKey, typeKey } from '../cache/surrogateKeys';
import { PageCache } from './pageCache';
import { pathsForSlug, publishWebhook, purgePlan, WEBHOOK_PATH } from './webhook';

const SECRET = 'test-secret';

function setup(secret: string | undefined = SECRET) {
  const cache = new PageCache();
  const app = new Hono();
  app.post(WEBHOOK_PATH, publishWebhook({ secret, cache }));
  /** A cached page of `site` at `path` that shows the documents `ids` (its surrogate keys). */
  const entry = (site: 'natmus' | 'kronborg', path: string, ids: string[] = [], types: string[] = []) =>
    cache.set(PageCache.key(site, path), {
      site,
      pagePath: path,
      status: 200,
      headers: [],
      body: new TextEncoder().encode(path),
      keys: [siteKey(site), ...ids.map(documentKey), ...types.map(typeKey)],
      life: cache.pageLife,
      page: true,
    });
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body, headers });
  const signed = async (document: unknown) => {
    const body = JSON.stringify(document);
    return post(body, { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) });
  };
  return { cache, entry, post, signed };
}

describe('publish webhook: signed by Sanity, purges the affected pages', () => {
  it('rejects unsigned, badly signed and differently signed requests with 401, and purges nothing', async () => {
    const { cache, entry, post } = setup();
    entry('natmus', '/besoeg');
    const body = JSON.stringify({ _type: 'landingPage', slug: 'besoeg' });
    expect((await post(body)).status).toBe(401);
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: 'garbage' })).status).toBe(401);
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: 't=1700000000000,v1=abc' })).status).toBe(401);
    const other = await encodeSignatureHeader(body, Date.now(), 'another-secret');
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: other })).status).toBe(401);
    const tampered = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await post(body.replace('besoeg', 'andet'), { [SIGNATURE_HEADER_NAME]: tampered })).status).toBe(401);
    expect(cache.size).toBe(1);
  });

  it('without a configured secret every request is refused', async () => {
    const { post } = setup('');
    const body = '{}';
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: signature })).status).toBe(401);
  });

  it('a published page purges its path in every locale form, on every site', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/besoeg');
    entry('natmus', '/en/besoeg');
    entry('kronborg', '/besoeg');
    entry('natmus', '/en/visit');
    entry('natmus', '/andet');
    const response = await signed({ _type: 'landingPage', slug: 'besoeg', translations: [{ slug: 'visit' }] });
    expect(response.status).toBe(200);
    expect((await response.json()).purged).toBe(4);
    expect(cache.size).toBe(1);
  });

  it('a front page purges the locale roots; a redirect its from-path', async () => {
    expect(purgePlan({ _type: 'frontPage' }).paths).toEqual(expect.arrayContaining(['/', '/en', '/de', '/sv', '/se']));
    expect(purgePlan({ _id: 'r1', _type: 'redirect', from: '/gammel' }).paths).toEqual(['/gammel']);
    expect(pathsForSlug('a/b')).toEqual(['/a/b', '/da/a/b', '/en/a/b', '/de/a/b', '/sv/a/b', '/se/a/b']);
  });

  it('a changed document purges exactly the pages that show it (navigation, a person), on any site', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/a', ['page-a', 'navigation-natmus-da', 'person-1']);
    entry('natmus', '/en/b', ['page-b', 'navigation-natmus-en']);
    entry('kronborg', '/a', ['page-k', 'navigation-kronborg-da', 'person-1']);
    entry('natmus', '/c', ['page-c', 'navigation-natmus-da']);
    const navigation = await (
      await signed({ _id: 'navigation-natmus-da', _type: 'navigation', operation: 'update', site: 'natmus' })
    ).json();
    expect(navigation.purged).toBe(2);
    expect(navigation.keys).toContain(documentKey('navigation-natmus-da'));
    expect(cache.size).toBe(2);
    expect((await (await signed({ _id: 'person-1', _type: 'person', operation: 'update' })).json()).purged).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('a draft’s or a release version’s id purges the published document’s pages', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/a', ['person-1']);
    entry('natmus', '/b', ['person-2']);
    await signed({ _id: 'drafts.person-1', _type: 'person', operation: 'update' });
    await signed({ _id: 'versions.rSummer.person-2', _type: 'person', operation: 'update' });
    expect(cache.size).toBe(0);
  });

  it('a new document purges the pages that list documents of its type (a calendar, an overview)', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/kalender', ['calendar-page', 'event-1'], ['calendar', 'event']);
    entry('natmus', '/besoeg', ['visit-page'], ['landingPage']);
    const created = await (
      await signed({ _id: 'event-2', _type: 'event', operation: 'create', site: 'natmus' })
    ).json();
    expect(created.purged).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('a renamed page purges its old and its new slug (a 404 cached at the new one too)', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/gammelt-navn');
    entry('natmus', '/nyt-navn');
    entry('natmus', '/andet');
    await signed({ _id: 'page-1', _type: 'landingPage', slug: 'nyt-navn', previousSlug: 'gammelt-navn' });
    expect(cache.size).toBe(1);
  });

  it('a notice without an id or slug falls back to its whole site, or every site', async () => {
    const { cache, entry, signed } = setup();
    entry('natmus', '/a');
    entry('natmus', '/en/b');
    entry('kronborg', '/a');
    expect((await (await signed({ _type: 'navigation', site: 'natmus' })).json()).purged).toBe(2);
    expect(cache.size).toBe(1);
    expect((await (await signed({ _type: 'person' })).json()).purged).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('a signed body that is not JSON is a 400', async () => {
    const { post } = setup();
    const body = 'not json';
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: signature })).status).toBe(400);
  });
});
