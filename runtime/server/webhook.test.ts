import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PageCache } from './pageCache';
import { pathsForSlug, publishWebhook, purgeScope, WEBHOOK_PATH } from './webhook';

const SECRET = 'test-secret';

function setup(secret: string | undefined = SECRET) {
  const cache = new PageCache();
  const app = new Hono();
  app.post(WEBHOOK_PATH, publishWebhook({ secret, cache }));
  const entry = (site: 'natmus' | 'kronborg', path: string) =>
    cache.set(PageCache.key(site, path), {
      site,
      pagePath: path,
      status: 200,
      headers: [],
      body: new TextEncoder().encode(path),
    });
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body, headers });
  const signed = async (document: unknown) => {
    const body = JSON.stringify(document);
    return post(body, { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) });
  };
  return { cache, entry, post, signed };
}

describe('publish webhook: signed by Sanity, purges the affected pages (issue 7)', () => {
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
    expect(purgeScope({ _type: 'frontPage' }).paths).toEqual(expect.arrayContaining(['/', '/en', '/de', '/sv', '/se']));
    expect(purgeScope({ _type: 'redirect', from: '/gammel' })).toEqual({ paths: ['/gammel'] });
    expect(pathsForSlug('a/b')).toEqual(['/a/b', '/da/a/b', '/en/a/b', '/de/a/b', '/sv/a/b', '/se/a/b']);
  });

  it('a document without a page of its own purges every page of its site, or of all sites', async () => {
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
