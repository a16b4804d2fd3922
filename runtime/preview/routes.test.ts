import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectCutOffAndRetriedOnce } from '@tests/support/slowCall';
import { contentConfigFromEnv } from '../cms/source/config';
import { createLiveSource } from '../cms/source/live-source';
import { type LocalSanityServer, startLocalSanityServer } from '../cms/source/local-sanity-server';
import { overlayEnabled, previewConfigFromEnv } from './config';
import {
  disablePreview,
  enablePreview,
  localSecretCheck,
  PREVIEW_CACHE_CONTROL,
  previewResponses,
  safeRedirectPath,
  sanityHandshakeCheck,
} from './routes';
import { decodeSession, encodeSession, PREVIEW_COOKIE, readCookie } from './session';
import { perspectiveOf, previewSessionOf } from './state';

vi.stubEnv('PREVIEW_SESSION_KEY', 'test-session-key');

function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

describe('preview session cookie', () => {
  const key = Buffer.from('k'.repeat(32));
  it('is signed: a changed payload or signature is refused, and it expires', () => {
    const value = encodeSession({ exp: Math.floor(Date.now() / 1000) + 60, releases: ['rSummer'] }, key);
    expect(decodeSession(value, key)?.releases).toEqual(['rSummer']);
    expect(decodeSession(`${value}x`, key)).toBeNull();
    expect(decodeSession(value, Buffer.from('o'.repeat(32)))).toBeNull();
    const forged = `${Buffer.from(JSON.stringify({ exp: 9e9, releases: [] })).toString('base64url')}.${value.split('.')[1]}`;
    expect(decodeSession(forged, key)).toBeNull();
    expect(decodeSession(value, key, Date.now() + 120_000)).toBeNull();
  });
  it('reads one cookie among others', () => {
    expect(readCookie('a=1; museum-preview=xyz; b=2', PREVIEW_COOKIE)).toBe('xyz');
  });
});

describe('"The visual-editing overlay activates only when preview is enabled and the mode is visual-editing or live-visual-editing"', () => {
  it.each([
    [true, 'visual-editing', true],
    [true, 'live-visual-editing', true],
    [true, 'custom', false],
    [true, 'off', false],
    [false, 'visual-editing', false],
    [false, 'live-visual-editing', false],
  ] as const)('preview %s, mode %s → %s', (enabled, mode, expected) => {
    expect(overlayEnabled(enabled, mode)).toBe(expected);
  });
  it('the mode comes from SANITY_VISUAL_EDITING_MODE (default visual-editing)', () => {
    expect(previewConfigFromEnv({}).mode).toBe('visual-editing');
    expect(previewConfigFromEnv({ SANITY_VISUAL_EDITING_MODE: 'off' }).mode).toBe('off');
    expect(previewConfigFromEnv({ SANITY_VISUAL_EDITING_MODE: 'bogus' }).mode).toBe('visual-editing');
  });
});

describe('redirect targets stay on the site', () => {
  it.each([
    ['/besoeg-museet?x=1#a', '/besoeg-museet?x=1#a'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/en\r\nSet-Cookie: x=1', '/'],
    ['/udstillinger/æbler', '/udstillinger/%C3%A6bler'],
    [null, '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

function embeddedApp(secret: string | undefined) {
  const config = () => previewConfigFromEnv({ PREVIEW_SESSION_KEY: 'test-session-key' });
  const app = new Hono();
  app.use('*', previewResponses());
  app.get('/api/preview/enable', enablePreview({ https: false, config, check: () => localSecretCheck(secret) }));
  app.get('/api/preview/disable', disablePreview({ https: true }));
  app.get('/page', (c) => c.html('<p>page</p>', 200, { 'Cache-Control': 'public, max-age=300' }));
  return app;
}

describe('entering and leaving preview on the embedded source (PREVIEW_SECRET)', () => {
  it('a valid secret sets an httpOnly, SameSite cookie and redirects; the response is private, no-store', async () => {
    const response = await embeddedApp('s3cret').request(
      'http://localhost/api/preview/enable?secret=s3cret&redirect=/x',
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/x');
    expect(response.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^museum-preview=[^;]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('"Without a valid secret, drafts are never served": a wrong, missing or unconfigured secret is 401, no cookie', async () => {
    for (const [secret, query] of [
      ['s3cret', '?secret=wrong'],
      ['s3cret', ''],
      [undefined, '?secret='],
      [undefined, '?secret=anything'],
    ] as const) {
      const response = await embeddedApp(secret).request(`http://localhost/api/preview/enable${query}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('every response with a valid session is private, no-store, without an ETag', async () => {
    const app = embeddedApp('s3cret');
    const cookie = cookieFrom(await app.request('http://localhost/api/preview/enable?secret=s3cret'));
    const inside = await app.request('http://localhost/page', { headers: { cookie } });
    expect(inside.headers.get('cache-control')).toBe('private, no-store');
    const outside = await app.request('http://localhost/page', { headers: { cookie: 'museum-preview=forged.value' } });
    expect(outside.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('the leave route clears the cookie (Secure, SameSite=None over https) and goes back', async () => {
    const response = await embeddedApp('s3cret').request('http://localhost/api/preview/disable?redirect=/en/visit');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/visit');
    expect(response.headers.get('set-cookie')).toMatch(
      /^museum-preview=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=None$/,
    );
  });

  it('the session gives the drafts perspective, or a release stack over drafts', () => {
    const key = previewConfigFromEnv({ PREVIEW_SESSION_KEY: 'test-session-key' }).sessionKey;
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(perspectiveOf(previewSessionOf(`museum-preview=${encodeSession({ exp, releases: [] }, key)}`))).toBe(
      'previewDrafts',
    );
    expect(
      perspectiveOf(previewSessionOf(`museum-preview=${encodeSession({ exp, releases: ['rSummer'] }, key)}`)),
    ).toEqual(['rSummer']);
    expect(perspectiveOf(previewSessionOf(undefined))).toBe('published');
  });
});

describe('live: Sanity preview-URL secret handshake against a local stand-in of the API (real HTTP)', () => {
  let server: LocalSanityServer;
  const token = 'viewer-token-for-tests';
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-'));
    const file = join(dir, 'dataset.ndjson');
    const secretDoc = {
      _id: 'sanity-preview-url-secret.test',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: 'studio-made-secret',
      studioUrl: 'https://studio.example.org/desk',
    };
    writeFileSync(file, `${readFileSync('fixtures/content/dataset.ndjson', 'utf8')}\n${JSON.stringify(secretDoc)}\n`);
    server = await startLocalSanityServer({ datasetFile: file, dataset: 'stage', token });
  });
  afterAll(() => server.close());
  // A failed test must not leave the stand-in failing for the next one.
  afterEach(() => {
    server.mode = 'ok';
  });

  const live = (withToken: boolean) => {
    const config = contentConfigFromEnv({
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: server.url,
      ...(withToken ? { SANITY_VIEWER_TOKEN: token } : {}),
    });
    if (config.kind !== 'live') throw new Error('expected live');
    return config;
  };

  it('a valid studio secret is accepted, with the redirect and the studio origin', async () => {
    const check = sanityHandshakeCheck(live(true), 'natmus');
    const result = await check(
      'http://localhost/api/preview/enable?sanity-preview-secret=studio-made-secret&sanity-preview-pathname=%2Fbesoeg-museet&sanity-preview-perspective=drafts',
    );
    expect(result).toMatchObject({
      isValid: true,
      redirectTo: '/besoeg-museet?sanity-preview-perspective=drafts',
      studioOrigin: 'https://studio.example.org',
    });
  });

  it('a wrong secret, or no viewer token, is refused', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await sanityHandshakeCheck(live(true), 'natmus')('http://l/x?sanity-preview-secret=nope')).isValid).toBe(
      false,
    );
    expect(
      (await sanityHandshakeCheck(live(false), 'natmus')('http://l/x?sanity-preview-secret=studio-made-secret'))
        .isValid,
    ).toBe(false);
    errors.mockRestore();
  });

  it('"Every CMS call has a timeout (≤ 2.5 s) and at most one retry": a slow API is cut off after 2.5 s, tried once more, then given up', async () => {
    server.mode = 'slow';
    server.slowMs = 15_000;
    await expectCutOffAndRetriedOnce(
      () =>
        sanityHandshakeCheck(
          live(true),
          'natmus',
        )('http://localhost/api/preview/enable?sanity-preview-secret=studio-made-secret'),
      () => server.arrivals,
      server.slowMs,
    );
  });

  it('an outage (500) is tried exactly twice: the client’s own retries are off', async () => {
    server.mode = 'error';
    const before = server.requests;
    await expect(
      sanityHandshakeCheck(live(true), 'natmus')('http://localhost/x?sanity-preview-secret=studio-made-secret'),
    ).rejects.toThrow();
    expect(server.requests - before).toBe(2);
    server.mode = 'ok';
    expect(
      (await sanityHandshakeCheck(live(true), 'natmus')('http://localhost/x?sanity-preview-secret=studio-made-secret'))
        .isValid,
    ).toBe(true);
  });

  it('drafts need the viewer token: the published perspective is sent without it, preview with it', async () => {
    const source = createLiveSource(live(true));
    const query = '*[_id == "landingPage-natmus-visit-da"][0].title';
    expect(await source.fetch('natmus', query, {})).toBe('Besøg museet');
    expect(await source.fetch('natmus', query, {}, 'previewDrafts')).toBe(
      'Besøg museet – nye sommeråbningstider (kladde)',
    );
    await expect(createLiveSource(live(false)).fetch('natmus', query, {}, 'previewDrafts')).rejects.toThrow();
  });
});
