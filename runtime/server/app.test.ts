import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOADER_PATH, LOADER_SOURCE } from '../render/hydrateAfterPaint';
import { createApp } from './app';

/**
 * The app as the server wires it (middleware order, routes, fallbacks), with a stand-in for Vike's page rendering
 * that answers every path it is given as the HTML 404 page would.
 */
let app: Hono;
const SECRET = 'app-test-secret';

beforeAll(() => {
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  app = createApp({
    renderPages: (hono) => {
      hono.all('*', (c) => c.html('<!doctype html><header>…</header><h1>404</h1>', 404));
    },
  });
});

const request = (path: string, init: RequestInit & { host?: string } = {}) =>
  app.request(`http://localhost${path}`, {
    ...init,
    headers: { host: init.host ?? 'localhost:3000', ...(init.headers as Record<string, string>) },
  });

describe('"Paths beginning with /api/ are skipped by page loading": an unknown API path is a small JSON 404', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s /api/unknown', async (method) => {
    const response = await request('/api/unknown', { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    if (method !== 'HEAD') expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it.each(['/api', '/api/search/unknown', '/api/calendar/events/x/y', '/api/webhooks', '/api/_nuxt_icon/mdi.json'])(
    '%s',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('{"error":"Not found"}');
    },
  );

  it('a known API path asked with a method it does not serve: JSON 405 with Allow', async () => {
    const search = await request('/api/search/get-embedding-result?query=viking', { method: 'POST' });
    expect(search.status).toBe(405);
    expect(search.headers.get('Allow')).toBe('GET, HEAD');
    expect(search.headers.get('Content-Type')).toMatch(/^application\/json/);
    const webhook = await request('/api/webhooks/publish');
    expect(webhook.status).toBe(405);
    expect(webhook.headers.get('Allow')).toBe('POST');
  });

  it('pages are as before: other methods 405, unknown pages the HTML 404', async () => {
    expect((await request('/besoeg-museet', { method: 'DELETE' })).status).toBe(405);
    const page = await request('/findes-ikke');
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});

describe('the health check and API answers are never cached', () => {
  it('/healthz: Cache-Control no-store', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('the webhook’s answers, refused or not: no-store', async () => {
    const body = JSON.stringify({ _type: 'person' });
    const unsigned = await request('/api/webhooks/publish', { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('Cache-Control')).toBe('no-store');
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const signed = await request('/api/webhooks/publish', {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('Cache-Control')).toBe('no-store');
  });

  it('search errors no-store; the calendar files keep their hour', async () => {
    const bad = await request('/api/search/get-embedding-result');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('Cache-Control')).toBe('no-store');
    const feed = await request('/api/calendar/da.ics');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Cache-Control')).toMatch(/max-age=3600/);
  });
});

describe('a streaming body limit on every route that reads a body', () => {
  it('a chunked body past 256 KB to the webhook: 413 with the connection closed, the rest never read', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const signature = await encodeSignatureHeader('{}', Date.now(), SECRET);
    const response = await request('/api/webhooks/publish', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(pulled).toBeLessThanOrEqual(256 * 1024 + 2 * chunk.byteLength);
  });
});

describe('the catalogue (it may eval) only on the main site’s host', () => {
  it('localhost: /catalogue redirects to /catalogue/, served with the catalogue’s policy', async () => {
    const response = await request('/catalogue');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/catalogue/');
  });

  it.each(['kronborg.localhost:3000', 'krigsmuseet.localhost', 'unknown.example'])(
    '%s: /catalogue and /catalogue/ get the normal 404 page, without unsafe-eval',
    async (host) => {
      for (const path of ['/catalogue', '/catalogue/', '/catalogue/index.html']) {
        const response = await request(path, { host });
        expect(response.status, `${host}${path}`).toBe(404);
        expect(await response.text()).toContain('<h1>404</h1>');
        expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-eval');
      }
    },
  );
});

describe('the hydration loader', () => {
  it('is served from its content-named path as JavaScript, cached for a year', async () => {
    const response = await request(LOADER_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(LOADER_SOURCE);
  });
});
