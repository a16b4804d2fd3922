import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentChange, PreviewPerspective } from '../cms/source/source';
import { createApp } from '../server/app';
import { changeConcerns, createChangeHub } from './changeHub';
import { PREVIEW_EVENTS_PATH } from './eventsPath';
import { previewEventsRoute } from './eventsRoute';
import { encodeSession, PREVIEW_COOKIE } from './session';
import { previewSessionOf } from './state';

vi.stubEnv('PREVIEW_SESSION_KEY', 'test-session-key');

/** A content source whose changes the test makes: every listen call, and whether it was stopped. */
function fakeSource() {
  const listens: { site: string; perspective: PreviewPerspective; onChange: (c: ContentChange) => void }[] = [];
  let stopped = 0;
  return {
    listens,
    stopped: () => stopped,
    source: {
      listen(site: string, perspective: PreviewPerspective, onChange: (c: ContentChange) => void) {
        listens.push({ site, perspective, onChange });
        return () => {
          stopped += 1;
        };
      },
    },
  };
}

let key: Buffer;
beforeAll(async () => {
  const { previewConfig } = await import('./config');
  key = previewConfig().sessionKey;
});
const cookie = (releases: string[] = [], exp = Math.floor(Date.now() / 1000) + 60) =>
  `${PREVIEW_COOKIE}=${encodeSession({ exp, releases }, key)}`;

function appWith(options: { maxStreams?: number; heartbeatMs?: number } = {}) {
  const fake = fakeSource();
  const hub = createChangeHub(() => fake.source);
  const app = new Hono();
  app.get(
    PREVIEW_EVENTS_PATH,
    previewEventsRoute({ hub: () => hub, site: () => 'natmus', session: (c) => previewSessionOf(c), ...options }),
  );
  return { app, hub, fake };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  let seen = '';
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before "${text}": ${seen}`);
    seen += new TextDecoder().decode(value);
  }
  return seen;
}

afterEach(() => vi.useRealTimers());

describe('the preview’s change stream (GET /api/preview/events)', () => {
  it('without a valid preview session: 401, no stream, nothing subscribed', async () => {
    const { app, fake } = appWith();
    const tries: Record<string, string>[] = [
      {},
      { cookie: `${PREVIEW_COOKIE}=forged.value` },
      { cookie: cookie([], 1) },
    ];
    for (const headers of tries) {
      const response = await app.request(PREVIEW_EVENTS_PATH, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'Not in preview: there is no valid preview session' });
    }
    expect(fake.listens).toHaveLength(0);
  });

  it('parameters are refused with a clear 400 (the session says what is previewed, never the address)', async () => {
    const { app, fake } = appWith();
    const response = await app.request(`${PREVIEW_EVENTS_PATH}?perspective=published&site=kronborg`, {
      headers: { cookie: cookie() },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'This stream takes no parameters (got: perspective, site)' });
    expect(fake.listens).toHaveLength(0);
  });

  it('in preview: an event stream, private no-store, a change event per change, heartbeats; closed when the browser goes', async () => {
    const { app, hub, fake } = appWith({ heartbeatMs: 50 });
    const response = await app.request(PREVIEW_EVENTS_PATH, { headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(fake.listens.map(({ site, perspective }) => [site, perspective])).toEqual([['natmus', 'previewDrafts']]);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader, ': connected')).toMatch(/^retry: \d+\n\n: connected\n\n/);
    fake.listens[0]?.onChange({ documentId: 'drafts.page-1' });
    expect(await readUntil(reader, '\n\n')).toBe('event: change\ndata: {"documentId":"drafts.page-1"}\n\n');
    expect(await readUntil(reader, ': heartbeat\n\n')).toContain(': heartbeat');
    await reader.cancel();
    expect(fake.stopped()).toBe(1);
    expect(hub.upstreams).toBe(0);
  });

  it('one upstream listener per site and perspective, however many streams; a cap on streams (503)', async () => {
    const { app, hub, fake } = appWith({ maxStreams: 2 });
    const first = await app.request(PREVIEW_EVENTS_PATH, { headers: { cookie: cookie() } });
    const second = await app.request(PREVIEW_EVENTS_PATH, { headers: { cookie: cookie() } });
    expect(fake.listens).toHaveLength(1);
    expect(hub.upstreams).toBe(1);
    const third = await app.request(PREVIEW_EVENTS_PATH, { headers: { cookie: cookie(['rSummer']) } });
    expect(third.status).toBe(503);
    expect(third.headers.get('Retry-After')).toBe('30');
    await first.body?.cancel();
    expect(fake.stopped()).toBe(0);
    const release = await app.request(PREVIEW_EVENTS_PATH, { headers: { cookie: cookie(['rSummer']) } });
    expect(release.status).toBe(200);
    expect(fake.listens.map(({ perspective }) => perspective)).toEqual(['previewDrafts', ['rSummer']]);
    await second.body?.cancel();
    await release.body?.cancel();
    expect(hub.upstreams).toBe(0);
    expect(fake.stopped()).toBe(2);
  });

  it('HEAD answers the headers and subscribes to nothing', async () => {
    const { app, fake } = appWith();
    const response = await app.request(PREVIEW_EVENTS_PATH, { method: 'HEAD', headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(fake.listens).toHaveLength(0);
  });

  it('the stream ends when the session expires (the browser’s reconnect then gets the 401)', async () => {
    const { app, fake } = appWith();
    const response = await app.request(PREVIEW_EVENTS_PATH, {
      headers: { cookie: cookie([], Math.floor(Date.now() / 1000) + 1) },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ': connected');
    const started = Date.now();
    while (!(await reader.read()).done) {
      // heartbeats, until the end
    }
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(fake.stopped()).toBe(1);
  });
});

describe('which changes concern a preview', () => {
  it('published documents and drafts always; a release’s versions only in a preview of that release', () => {
    expect(changeConcerns('previewDrafts', { documentId: 'page-1' })).toBe(true);
    expect(changeConcerns('previewDrafts', { documentId: 'drafts.page-1' })).toBe(true);
    expect(changeConcerns('previewDrafts', {})).toBe(true);
    expect(changeConcerns('previewDrafts', { documentId: 'versions.rSummer.page-1' })).toBe(false);
    expect(changeConcerns(['rSummer'], { documentId: 'versions.rSummer.page-1' })).toBe(true);
    expect(changeConcerns(['rSummer'], { documentId: 'versions.rWinter.page-1' })).toBe(false);
  });
});

describe('the stream as the server wires it (runtime/server/app.ts)', () => {
  it('never hangs on the ETag digest, never compressed, never cached: a stream to a session, a 401 to anyone else', async () => {
    const app = createApp({ renderPages: (hono) => hono.all('*', (c) => c.text('page', 404)) });
    const headers = { host: 'localhost:3000', 'accept-encoding': 'gzip, br' };
    const refused = await app.request(`http://localhost${PREVIEW_EVENTS_PATH}`, { headers });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');

    const response = await app.request(`http://localhost${PREVIEW_EVENTS_PATH}`, {
      headers: { ...headers, cookie: cookie() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ': connected');
    await reader.cancel();
  });
});
