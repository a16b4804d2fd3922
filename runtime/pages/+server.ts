import type { Server } from 'vike/types';
import { createApp } from '../server/app';

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
  },
} satisfies Server;
