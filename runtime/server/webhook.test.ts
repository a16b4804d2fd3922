import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documentKey, siteKey, typeKey } from '../cache/surrogateKeys';
import { bodyLimit, MAX_BODY_BYTES } from './bodyLimit';
import { PageCache } from './pageCache';
import { pathsForSlug, publishWebhook, purgePlan, SIGNATURE_TOLERANCE_MS, WEBHOOK_PATH } from './webhook';

const SECRET = 'test-secret';

function setup(secret: string | undefined = SECRET) {
  const cache = new PageCache();
  const app = new Hono();
  // As in runtime/server/app.ts: the streaming body limit on every route.
  app.use('*', bodyLimit({ maxBytes: MAX_BODY_BYTES }));
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
  const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    app.request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
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

/** A body of `total` bytes made as it is read, counting what the server pulled (a chunked upload, no length). */
function endlessBody(total: number) {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe('publish webhook: the body is read under a streaming 256 KB limit, an unsigned one only drained', () => {
  const signature = () => encodeSignatureHeader('{}', Date.now(), SECRET);

  it('a chunked 64 MB body with a well-formed signature: 413, and reading stopped just past 256 KB', async () => {
    const { post } = setup();
    const { stream, counter } = endlessBody(64 * 1024 * 1024);
    const response = await post(stream, { [SIGNATURE_HEADER_NAME]: await signature() });
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it('a Content-Length that lies (says 100 bytes, sends 8 MB) is no way around it', async () => {
    const { post } = setup();
    const { stream, counter } = endlessBody(8 * 1024 * 1024);
    const response = await post(stream, { [SIGNATURE_HEADER_NAME]: await signature(), 'Content-Length': '100' });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it('a declared Content-Length over the limit is refused unread', async () => {
    const { post } = setup();
    const { stream, counter } = endlessBody(8 * 1024 * 1024);
    const response = await post(stream, {
      [SIGNATURE_HEADER_NAME]: await signature(),
      'Content-Length': String(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBe(0);
  });

  it('an unsigned or badly signed request is answered 401; its body is only drained, and never past the limit', async () => {
    const { post } = setup();
    for (const headers of [{}, { [SIGNATURE_HEADER_NAME]: 'garbage' }] as Record<string, string>[]) {
      const { stream, counter } = endlessBody(8 * 1024 * 1024);
      const response = await post(stream, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('Connection')).toBe('close');
      expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
    }
  });

  it('a signed body under the limit is read whole and purges', async () => {
    const { signed } = setup();
    const response = await signed({ _type: 'person', padding: 'p'.repeat(MAX_BODY_BYTES - 1000) });
    expect(response.status).toBe(200);
  });
});

describe('publish webhook: signed requests cannot be replayed (timestamp within 5 minutes)', () => {
  const body = JSON.stringify({ _type: 'landingPage', slug: 'besoeg' });
  const at = async (time: number) => ({ [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, time, SECRET) });

  it('a correctly signed request from 2021 is refused with 401 and purges nothing', async () => {
    const { cache, entry, post } = setup();
    entry('natmus', '/besoeg');
    const response = await post(body, await at(Date.parse('2021-06-01T10:00:00Z')));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Signature timestamp outside the 5-minute tolerance' });
    expect(cache.size).toBe(1);
  });

  it('just outside the tolerance either way is refused; inside it is accepted', async () => {
    const { post } = setup();
    const now = Date.now();
    expect((await post(body, await at(now - SIGNATURE_TOLERANCE_MS - 5_000))).status).toBe(401);
    expect((await post(body, await at(now + SIGNATURE_TOLERANCE_MS + 5_000))).status).toBe(401);
    expect((await post(body, await at(now - 4 * 60 * 1000))).status).toBe(200);
    expect((await post(body, await at(now + 60 * 1000))).status).toBe(200);
  });

  it('the tolerance is measured against the server clock given', async () => {
    const cache = new PageCache();
    const app = new Hono();
    const sent = Date.parse('2026-11-22T10:00:00Z');
    app.post(WEBHOOK_PATH, publishWebhook({ secret: SECRET, cache, now: () => sent + 299_000 }));
    const response = await app.request(`http://localhost${WEBHOOK_PATH}`, {
      method: 'POST',
      body,
      headers: await at(sent),
    });
    expect(response.status).toBe(200);
  });
});
