import type { Context } from 'hono';
import { z } from 'zod';
import type { SiteId } from '../sites/registry';
import type { ChangeHub } from './changeHub';
import { PREVIEW_CACHE_CONTROL } from './routes';
import type { PreviewSession } from './session';
import { perspectiveOf } from './state';

/** Streams open at once in this process; more are refused (503) until some close. */
export const MAX_PREVIEW_STREAMS = 100;
/**
 * A comment this often keeps an idle stream open through proxies (Varnish's between-bytes timeout is 60 s,
 * nginx's proxy_read_timeout 60 s by default).
 */
export const PREVIEW_HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
const RECONNECT_MS = 3_000;

/** The stream takes no parameters: the session says what is previewed, the Host header on which site. */
const querySchema = z.strictObject({});

const HEADERS = { 'Cache-Control': PREVIEW_CACHE_CONTROL };

export interface PreviewEventsOptions {
  hub: () => ChangeHub;
  site: (c: Context) => SiteId;
  session: (cookieHeader: string | undefined) => PreviewSession | null;
  maxStreams?: number;
  heartbeatMs?: number;
}

/**
 * GET /api/preview/events: an open preview's change stream (Server-Sent Events). Answered only to a valid preview
 * session (else 401, and no stream): an `event: change` whenever the content of the request's site changes in the
 * session's perspective (runtime/preview/changeHub.ts), a heartbeat comment every 20 s, `private, no-store`. The
 * stream ends when the browser goes, or when the session expires (the browser's reconnect then gets the 401).
 */
export function previewEventsRoute(options: PreviewEventsOptions) {
  const maxStreams = options.maxStreams ?? MAX_PREVIEW_STREAMS;
  const heartbeatMs = options.heartbeatMs ?? PREVIEW_HEARTBEAT_MS;
  let open = 0;

  return (c: Context): Response => {
    const session = options.session(c.req.header('cookie'));
    if (!session) return c.json({ error: 'Not in preview: there is no valid preview session' }, 401, HEADERS);
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) {
      const names = Object.keys(c.req.query()).join(', ');
      return c.json({ error: `This stream takes no parameters (got: ${names})` }, 400, HEADERS);
    }
    const streamHeaders = {
      ...HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      'X-Accel-Buffering': 'no',
    };
    // HEAD runs this handler too (Hono answers it with the GET route): headers only, and nothing subscribed.
    if (c.req.raw.method === 'HEAD') return new Response(null, { status: 200, headers: streamHeaders });
    if (open >= maxStreams) {
      return c.json({ error: 'Too many open preview streams; try again shortly' }, 503, {
        ...HEADERS,
        'Retry-After': '30',
      });
    }

    const site = options.site(c);
    const perspective = perspectiveOf(session);
    if (perspective === 'published') return c.json({ error: 'Not in preview' }, 401, HEADERS);
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let closed = false;
    const send = (text: string) => {
      if (closed || !controller) return;
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        end();
      }
    };

    let unsubscribe: () => void;
    try {
      unsubscribe = options.hub().subscribe(site, perspective, (change) => {
        send(`event: change\ndata: ${JSON.stringify(change.documentId ? { documentId: change.documentId } : {})}\n\n`);
      });
    } catch (error) {
      console.error(`[preview] Listening for changes on ${site} failed`, error);
      return c.json({ error: 'Changes cannot be listened to now' }, 503, HEADERS);
    }
    open += 1;
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
    const expiry = setTimeout(() => end(), Math.max(0, session.exp * 1000 - Date.now()));
    function end() {
      if (closed) return;
      closed = true;
      open -= 1;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      try {
        controller?.close();
      } catch {
        // Already closed by the other side.
      }
    }
    c.req.raw.signal?.addEventListener('abort', end, { once: true });

    const stream = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
        send(`retry: ${RECONNECT_MS}\n\n: connected\n\n`);
      },
      cancel: end,
    });
    return new Response(stream, { status: 200, headers: streamHeaders });
  };
}
