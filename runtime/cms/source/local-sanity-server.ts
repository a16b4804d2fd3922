import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { perspectiveView } from '@runtime/preview/documentIds';
import { contentSourceMapOf } from './contentSourceMap';
import { previewDraftsView, publishedView, readNdjson, type StoredDocument } from './dataset';
import { evaluateGroq } from './embedded-source';
import { createListenHub } from './local-sanity-listen';
import { applyMutations, MutationError, mutateBodySchema } from './local-sanity-mutations';
import type { QueryParams } from './source';

/**
 * A small Sanity-compatible server: answers `GET|POST /v{date}/data/query/{dataset}` from an
 * ndjson dataset through groq-js, as Sanity's API does (params as `$name` JSON values, `perspective`
 * published | previewDrafts | raw; a content source map on request). Tests point the live @sanity/client at it, so the real client path
 * runs over HTTP. Failure modes can be switched on to test how the site copes.
 *
 * It also listens and writes as Sanity's API does, so a test can edit a draft as the Studio would and see the
 * site follow: `GET /v{date}/data/listen/{dataset}?query=*[filter]` (Server-Sent Events,
 * ./local-sanity-listen.ts) and `POST /v{date}/data/mutate/{dataset}` (./local-sanity-mutations.ts). A mutation
 * changes what the next query reads and then tells the listeners whose filter matches the document.
 */
export interface LocalSanityServer {
  server: Server;
  url: string;
  /** Requests answered so far (for round-trip counting); setting it to 0 forgets them. */
  requests: number;
  /** When each of those requests arrived (`Date.now()`), to check when a retry came. */
  readonly arrivals: number[];
  /** 'ok' answers; 'error' answers 500; 'invalid-json' answers a broken body; 'slow' waits `slowMs` first. */
  mode: 'ok' | 'error' | 'invalid-json' | 'slow';
  slowMs: number;
  /** Queries whose text matches answer 500 whatever the mode (a part of the content failing). */
  failMatching: RegExp | null;
  /** Documents answered as if deleted (published ids). */
  hidden: Set<string>;
  /**
   * Replaces the document with its `_id` (or adds it), as a publish in the studio would: the next query sees it,
   * and listeners are told.
   */
  publish(document: StoredDocument): void;
  /** Open listen streams (./local-sanity-listen.ts). */
  readonly listeners: number;
  close(): Promise<void>;
}

const DATA_PATH = /^\/v\d{4}-\d{2}-\d{2}\/data\/(query|listen|mutate)\/([\w-]+)$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 2_000_000) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Parses `$name=<json>` search parameters into GROQ params. */
function paramsFromSearch(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    params[key.slice(1)] = JSON.parse(value) as QueryParams[string];
  }
  return params;
}

export async function startLocalSanityServer(options: {
  datasetFile: string;
  dataset?: string;
  port?: number;
  /**
   * When set, anything but the published perspective needs `Authorization: Bearer {token}` (as Sanity's API):
   * queries, listening to drafts, and every mutation.
   */
  token?: string;
  /** How often an open listen stream gets a heartbeat comment (default 15 s). */
  heartbeatMs?: number;
}): Promise<LocalSanityServer> {
  const byId = new Map<string, StoredDocument>();
  for (const document of readNdjson(options.datasetFile)) byId.set(document._id, document);
  let all = [...byId.values()];
  const views: Record<string, StoredDocument[]> = {};
  const listen = createListenHub({ heartbeatMs: options.heartbeatMs ?? 15_000 });
  const buildViews = () => {
    all = [...byId.values()];
    views.published = publishedView(all);
    views.previewDrafts = previewDraftsView(all);
    views.drafts = views.previewDrafts;
    views.raw = all;
  };
  buildViews();
  const state = {
    arrivals: [] as number[],
    mode: 'ok' as LocalSanityServer['mode'],
    slowMs: 5_000,
    failMatching: null as RegExp | null,
    hidden: new Set<string>(),
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local-sanity');
      const match = DATA_PATH.exec(url.pathname);
      const endpoint = match?.[1];
      const allowed = endpoint === 'query' ? ['GET', 'POST'] : endpoint === 'listen' ? ['GET'] : ['POST'];
      if (!match || !allowed.includes(req.method ?? '')) {
        send(res, 404, { error: 'Not Found', message: `No route for ${req.method} ${url.pathname}` });
        return;
      }
      if (options.dataset && match[2] !== options.dataset) {
        send(res, 404, { error: 'Not Found', message: `Dataset "${match[2]}" not found` });
        return;
      }
      const authorization = req.headers.authorization;
      const authorized = !options.token || authorization === `Bearer ${options.token}`;
      if (endpoint === 'listen') {
        // A wrong token is refused; no token listens to published documents only (drafts need the token).
        if (authorization && !authorized) {
          send(res, 401, { error: { description: 'Unauthorized: the token is not valid', type: 'httpUnauthorized' } });
          return;
        }
        listen.open(req, res, url, authorized);
        return;
      }
      if (endpoint === 'mutate') {
        if (!authorized) {
          send(res, 401, { error: { description: 'Unauthorized: mutations need a token', type: 'httpUnauthorized' } });
          return;
        }
        await mutate(req, res, url);
        return;
      }
      state.arrivals.push(Date.now());
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (state.mode === 'error') {
        send(res, 500, { error: 'Internal Server Error', message: 'Simulated outage' });
        return;
      }
      if (state.mode === 'invalid-json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"result": [unterminated');
        return;
      }
      let query = url.searchParams.get('query') ?? '';
      let params = paramsFromSearch(url.searchParams);
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { query?: string; params?: QueryParams };
        query = body.query ?? query;
        params = { ...params, ...(body.params ?? {}) };
      }
      if (state.failMatching?.test(query)) {
        send(res, 500, { error: 'Internal Server Error', message: 'Simulated failure of this query' });
        return;
      }
      const perspective = url.searchParams.get('perspective') ?? 'raw';
      if (options.token && perspective !== 'published' && req.headers.authorization !== `Bearer ${options.token}`) {
        send(res, 401, {
          error: { description: 'Unauthorized: this perspective needs a token', type: 'httpUnauthorized' },
        });
        return;
      }
      // A stack of releases over drafts: `rSummer,drafts`.
      const documents =
        views[perspective] ??
        (perspective.includes(',')
          ? perspectiveView(
              all,
              perspective.split(',').filter((name) => name !== 'drafts' && name !== 'published'),
            )
          : undefined);
      if (!documents) {
        send(res, 400, { error: { description: `Invalid perspective "${perspective}"`, type: 'httpBadRequest' } });
        return;
      }
      const started = performance.now();
      const shown = state.hidden.size > 0 ? documents.filter((doc) => !state.hidden.has(doc._id)) : documents;
      let result: unknown;
      try {
        result = await evaluateGroq(shown, query, params);
      } catch (error) {
        send(res, 400, { error: { description: String((error as Error).message), type: 'queryParseError' } });
        return;
      }
      // As Sanity's API: a client that asks (stega, `resultSourceMap=withKeyArraySelector`) gets the result's map.
      const sourceMap = url.searchParams.has('resultSourceMap')
        ? { resultSourceMap: contentSourceMapOf(result, shown) }
        : {};
      send(res, 200, { query, result, ...sourceMap, ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (!res.headersSent) send(res, 400, { error: { description: String((error as Error).message) } });
    }
  });

  /** Applies a transaction, then answers as Sanity's mutate API (ids, and documents unless returnDocuments=false). */
  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parsed = mutateBodySchema.safeParse(JSON.parse(await readBody(req)));
    if (!parsed.success) {
      const description = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      send(res, 400, { error: { description: `Invalid mutation: ${description}`, type: 'mutationError' } });
      return;
    }
    let changes: ReturnType<typeof applyMutations>;
    try {
      changes = applyMutations(byId, parsed.data.mutations);
    } catch (error) {
      if (!(error instanceof MutationError)) throw error;
      send(res, error.status, { error: { description: error.message, type: 'mutationError' } });
      return;
    }
    const transactionId = parsed.data.transactionId ?? randomUUID();
    buildViews();
    const returnDocuments = url.searchParams.get('returnDocuments') !== 'false';
    send(res, 200, {
      transactionId,
      results: changes.map((change) => ({
        id: change.id,
        operation: change.operation,
        ...(returnDocuments && change.result ? { document: change.result } : {}),
      })),
    });
    // Queryable before anyone is told (the listen API's `visibility: query`).
    await listen.notify(transactionId, changes);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const handle: LocalSanityServer = {
    server,
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.arrivals.length;
    },
    /** Keeps the newest `value` arrivals: 0 forgets them all. */
    set requests(value: number) {
      state.arrivals.splice(0, Math.max(0, state.arrivals.length - value));
    },
    get arrivals() {
      return state.arrivals;
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
    get failMatching() {
      return state.failMatching;
    },
    set failMatching(value) {
      state.failMatching = value;
    },
    hidden: state.hidden,
    publish(document) {
      const previous = byId.get(document._id) ?? null;
      byId.delete(document._id);
      byId.set(document._id, document);
      buildViews();
      const change = {
        id: document._id,
        operation: previous ? ('update' as const) : ('create' as const),
        previous,
        result: document,
        mutation: { createOrReplace: document },
      };
      void listen.notify(randomUUID(), [change]);
    },
    get listeners() {
      return listen.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        listen.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return handle;
}

// `npm run sanity:local`: serve the embedded dataset on SANITY_LOCAL_PORT (default 3333).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.SANITY_LOCAL_PORT ?? 3333);
  const handle = await startLocalSanityServer({
    datasetFile: process.env.CONTENT_DATASET ?? 'fixtures/content/dataset.ndjson',
    port,
  });
  console.log(`Sanity-compatible query server on ${handle.url} (any project id; dataset "stage")`);
  console.log('It listens and takes mutations too: POST /v2024-10-01/data/mutate/stage edits a draft live.');
  console.log(`Run the site against it: SANITY_PROJECT_ID=local SANITY_API_HOST=${handle.url} npm start`);
}
