import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readNdjson } from '../cms/source/dataset';
import { createOramaBackend } from './orama-backend';

/**
 * A local stand-in of Sanity's Embeddings Index API: `POST /vX/embeddings-index/query/{dataset}/{index}`
 * with `{query, maxResults}` answers `[{score, value: {documentId, type}}]`, ranked by an Orama index
 * over an ndjson dataset. It checks the bearer token when given one, and can fail on demand, so tests
 * run the live search path over real HTTP.
 */
export interface LocalEmbeddingsServer {
  server: Server;
  url: string;
  /** Requests received: what the site sent, and when it arrived (`Date.now()`). */
  received: { path: string; authorization?: string; body: unknown; at: number }[];
  /** 'ok' answers; 'error' answers 500; 'invalid-json' a broken body; 'slow' waits `slowMs` first. */
  mode: 'ok' | 'error' | 'invalid-json' | 'slow';
  slowMs: number;
  close(): Promise<void>;
}

const QUERY_PATH = /^\/vX\/embeddings-index\/query\/([\w-]+)\/([\w-]+)$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalEmbeddingsServer(options: {
  datasetFile: string;
  indexName: string;
  dataset?: string;
  token?: string;
  port?: number;
}): Promise<LocalEmbeddingsServer> {
  const documents = readNdjson(options.datasetFile);
  const types = new Map(documents.map((doc) => [doc._id, doc._type]));
  const ranker = createOramaBackend(() => documents);
  const state: Pick<LocalEmbeddingsServer, 'mode' | 'received' | 'slowMs'> = {
    mode: 'ok',
    received: [],
    slowMs: 5_000,
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local-embeddings');
      const match = QUERY_PATH.exec(url.pathname);
      if (!match || req.method !== 'POST') {
        send(res, 404, { error: 'Not Found' });
        return;
      }
      const at = Date.now();
      const body = JSON.parse(await readBody(req)) as { query?: unknown; maxResults?: unknown };
      state.received.push({ path: url.pathname, authorization: req.headers.authorization, body, at });
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
        send(res, 401, { error: 'Unauthorized', message: 'Session not found' });
        return;
      }
      if ((options.dataset && match[1] !== options.dataset) || match[2] !== options.indexName) {
        send(res, 404, { error: 'Not Found', message: `No index "${match[2]}" in dataset "${match[1]}"` });
        return;
      }
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (state.mode === 'error') {
        send(res, 500, { error: 'Internal Server Error', message: 'Simulated outage' });
        return;
      }
      if (state.mode === 'invalid-json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('[{"score": 0.9, "value": ');
        return;
      }
      if (typeof body.query !== 'string') {
        send(res, 400, { error: 'Bad Request', message: 'query is required' });
        return;
      }
      const limit = typeof body.maxResults === 'number' ? body.maxResults : 10;
      const ids = await ranker.findIds({ query: body.query, environment: match[1] ?? 'stage', limit });
      send(
        res,
        200,
        ids.map((id, index) => ({
          score: 1 - index / (ids.length + 1),
          value: { documentId: id, type: types.get(id) },
        })),
      );
    } catch (error) {
      if (!res.headersSent) send(res, 400, { error: String((error as Error).message) });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(value: number) {
      state.slowMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `tsx runtime/search/local-embeddings-server.ts`: serve the embedded dataset on EMBEDDINGS_LOCAL_PORT.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const handle = await startLocalEmbeddingsServer({
    datasetFile: process.env.CONTENT_DATASET ?? 'fixtures/content/dataset.ndjson',
    indexName: process.env.SANITY_EMBEDDINGS_INDEX ?? 'site-search',
    port: Number(process.env.EMBEDDINGS_LOCAL_PORT ?? 3334),
  });
  console.log(`Embeddings Index stand-in on ${handle.url}`);
}
