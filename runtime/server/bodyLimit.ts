import type { MiddlewareHandler } from 'hono';
import { replaceResponse } from './replaceResponse';

/** The largest request body the site reads (a publish notification is a few kilobytes). */
export const MAX_BODY_BYTES = 256 * 1024;

/** What reading a body gives once it passes the limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * 413 for a body over the limit. `Connection: close`: Node ends the connection once the answer is out instead of
 * reading (and throwing away) the rest of a body that may go on for gigabytes.
 */
export function bodyTooLarge(maxBytes: number): Response {
  return new Response(`${JSON.stringify({ error: 'Body too large', maxBytes })}\n`, {
    status: 413,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' },
  });
}

/** The body as it is read, counting bytes: past the limit the stream errors and stops pulling from the socket. */
function limitedStream(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > maxBytes) {
          onExceeded();
          // Not cancelled: that would destroy the socket before the 413 is written. The answer closes the connection.
          reader.releaseLock();
          controller.error(new BodyTooLargeError(maxBytes));
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
      // Nothing is read ahead: only what a route asks for.
    },
    { highWaterMark: 0 },
  );
}

/** The methods whose request body a route may read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A streaming limit on every request body, for every route: a declared Content-Length over the limit is refused
 * unread; any other body (chunked, or longer than it said) is counted while a route reads it, and reading stops the
 * moment it passes the limit. The answer is then 413 whatever the route made of the failed read. Only bodies of the
 * methods a route reads one for are wrapped: no route reads a GET, HEAD, OPTIONS or TRACE body, and TRACE cannot even
 * be rebuilt as a fetch Request (it goes on untouched to its 405). A body no route read is read to its end (within
 * the limit) before the answer goes out.
 */
export function bodyLimit(options: { maxBytes: number } = { maxBytes: MAX_BODY_BYTES }): MiddlewareHandler {
  const { maxBytes } = options;
  return async (c, next) => {
    const declared = c.req.header('content-length')?.trim();
    if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) return bodyTooLarge(maxBytes);
    const method = c.req.method.toUpperCase();
    const body = BODY_METHODS.has(method) ? c.req.raw.body : null;
    if (!body) return next();
    let exceeded = false;
    c.req.raw = new Request(c.req.url, {
      method,
      headers: c.req.raw.headers,
      body: limitedStream(body, maxBytes, () => {
        exceeded = true;
      }),
      duplex: 'half',
    } as RequestInit);
    await next();
    if (exceeded) {
      replaceResponse(c, bodyTooLarge(maxBytes));
      return;
    }
    // A route that answered without reading the body (a refused signature): the body, up to the limit, is read and
    // dropped before the answer goes out. Left unread, Node would close the socket under it and the client, still
    // sending, would see its connection reset instead of the answer. Past the limit the answer stays the route's,
    // and the connection closes after it.
    if (!c.req.raw.bodyUsed) {
      await c.req.raw.arrayBuffer().catch(() => undefined);
      if (exceeded) c.res.headers.set('Connection', 'close');
    }
  };
}
