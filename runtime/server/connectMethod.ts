import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** The raw answer to CONNECT: the same 405 (with Allow) as every other method the site does not serve. */
const METHOD_NOT_ALLOWED =
  'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\n' +
  'Content-Length: 19\r\nCache-Control: no-store\r\nConnection: close\r\n\r\nMethod Not Allowed\n';

/**
 * CONNECT (a proxy tunnel) never reaches the app: Node hands it to a `connect` listener, and with
 * none it drops the connection without an answer. Answer it with 405 like any other odd method.
 */
export function refuseConnectMethod(server: Pick<Server, 'on'>): void {
  server.on('connect', (_request, socket: Duplex) => {
    socket.on('error', () => {});
    socket.end(METHOD_NOT_ALLOWED);
  });
}
