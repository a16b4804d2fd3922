import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * A raw HTTP/1.1 client for the fuzz: it writes exactly the bytes it is given to a TCP socket (no
 * client library tidies a malformed request line, a null byte or a duplicate header away), waits
 * for the server to close the connection, and parses every response it got (pipelined ones too).
 */

export interface RawResponse {
  status: number;
  /** Header names lower-cased, in order (duplicates kept). */
  headers: [string, string][];
  /** The body without transfer coding (chunks joined) and without content coding (gzip, br, deflate). */
  body: Buffer;
  /** Set when the body could not be decoded (broken chunking or compression). */
  bodyError?: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** The socket failed (ECONNRESET, EPIPE …) before it closed normally. */
  socketError?: string;
  timedOut: boolean;
  /** Bytes after the last whole response (an answer cut short). */
  trailing: number;
}

export function header(response: RawResponse, name: string): string | undefined {
  return response.headers.find(([key]) => key === name)?.[1];
}

function decodeChunked(data: Buffer, start: number): { body: Buffer; end: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) return null;
    at = lineEnd + 2;
    if (size === 0) {
      // Trailers (none expected), then the empty line.
      const end = data.indexOf('\r\n', at);
      return end < 0 ? null : { body: Buffer.concat(parts), end: end + 2 };
    }
    if (at + size + 2 > data.length) return null;
    parts.push(data.subarray(at, at + size));
    at += size + 2;
  }
}

function decodeContent(body: Buffer, encoding: string | undefined): Buffer {
  const coding = encoding?.trim().toLowerCase();
  if (!coding || coding === 'identity' || body.length === 0) return body;
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body);
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'deflate') return inflateSync(body);
  throw new Error(`unknown content coding ${coding}`);
}

/**
 * Parses the responses in `data`, the whole of what a connection received. `methods` are the
 * methods of the requests sent on it, in order (a HEAD answer has no body); 1xx interim answers
 * are skipped.
 */
export function parseResponses(data: Buffer, methods: readonly string[]): { responses: RawResponse[]; rest: number } {
  const responses: RawResponse[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const lines = data.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = /^HTTP\/\d\.\d (\d{3})/.exec(lines[0] ?? '')?.[1];
    if (!status) break;
    const headers = lines.slice(1).map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
    const code = Number(status);
    let bodyStart = headEnd + 4;
    if (code >= 100 && code < 200) {
      at = bodyStart;
      continue;
    }
    const response: RawResponse = { status: code, headers, body: Buffer.alloc(0) };
    const method = methods[responses.length] ?? 'GET';
    const length = headers.find(([key]) => key === 'content-length')?.[1];
    const chunked = /chunked/i.test(headers.find(([key]) => key === 'transfer-encoding')?.[1] ?? '');
    let raw: Buffer;
    if (method === 'HEAD' || code === 204 || code === 304) {
      raw = Buffer.alloc(0);
    } else if (chunked) {
      const decoded = decodeChunked(data, bodyStart);
      if (!decoded) {
        response.bodyError = 'broken chunked body';
        responses.push(response);
        at = data.length;
        break;
      }
      raw = decoded.body;
      bodyStart = decoded.end;
    } else if (length !== undefined) {
      raw = data.subarray(bodyStart, bodyStart + Number(length));
      if (raw.length < Number(length)) response.bodyError = 'body shorter than its Content-Length';
      bodyStart += raw.length;
    } else {
      raw = data.subarray(bodyStart); // until the connection closed
      bodyStart = data.length;
    }
    try {
      response.body = decodeContent(raw, header(response, 'content-encoding'));
    } catch (error) {
      response.bodyError = String((error as Error).message);
      response.body = raw;
    }
    responses.push(response);
    at = bodyStart;
  }
  return { responses, rest: data.length - at };
}

/**
 * Sends `bytes` (in `pieces` writes when given, as a slow client would) and collects everything until
 * the server closes the connection. The requests should end with `Connection: close`.
 */
export function exchange(
  port: number,
  bytes: Buffer,
  methods: readonly string[],
  options: { timeoutMs?: number; pieces?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let socketError: string | undefined;
    let timedOut = false;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
    });
    socket.setTimeout(options.timeoutMs ?? 20_000, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('close', () => {
      const { responses, rest } = parseResponses(Buffer.concat(received), methods);
      resolve({ responses, socketError, timedOut, trailing: rest });
    });
    const pieces = Math.max(1, options.pieces ?? 1);
    if (pieces === 1) {
      socket.write(bytes, () => {});
      return;
    }
    const size = Math.ceil(bytes.length / pieces);
    let offset = 0;
    const writeNext = () => {
      if (offset >= bytes.length || socket.destroyed) return;
      const piece = bytes.subarray(offset, offset + size);
      offset += size;
      socket.write(piece, () => setTimeout(writeNext, 1));
    };
    writeNext();
  });
}
