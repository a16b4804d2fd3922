import type { Server as NodeServer } from 'node:http';
import type { Server } from 'vike/types';
import { createApp } from '../server/app';
import { refuseConnectMethod } from '../server/connectMethod';
import { rejectUnparsableUrl } from '../server/urlGuard';

/**
 * The production server (Vike's built-in srvx runner): our Hono app, on loopback by default.
 * PORT (default 3000) and HOST (default 127.0.0.1; set 0.0.0.0 in a container) configure it.
 */
const app = createApp();

export default {
  fetch: app.fetch,
  prod: {
    port: Number(process.env.PORT ?? 3000),
    hostname: process.env.HOST ?? '127.0.0.1',
    // Static files are served by the app itself, with cache headers.
    static: false,
    // Before Vike's server entry parses the URL: a Host srvx lets through but URL cannot parse is a 400.
    middleware: [rejectUnparsableUrl],
    // CONNECT bypasses the fetch handler; answer it 405 instead of dropping the connection.
    onCreate: (server) => {
      const node = server.node?.server as NodeServer | undefined;
      if (node) refuseConnectMethod(node);
    },
  },
} satisfies Server;
