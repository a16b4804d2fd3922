import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredDocument } from './dataset';
import { evaluateGroq, parseGroq } from './embedded-source';
import type { DocumentChange } from './local-sanity-mutations';
import type { QueryParams } from './source';

/**
 * The listen API of the local Sanity-compatible server (`GET /v{date}/data/listen/{dataset}?query=*[filter]`), as
 * Sanity's: Server-Sent Events, a `welcome` event first, then one `mutation` event per changed document whose
 * before or after matches the listener's filter (evaluated with groq-js), and heartbeat comments. The change is
 * queryable when its event is sent, so every event says `visibility: "query"`.
 */

interface Listener {
  res: ServerResponse;
  query: string;
  params: QueryParams;
  /** Drafts and versions reach only a listener with the token (when the server has one), as queries do. */
  seesDrafts: boolean;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
}

const truthy = (value: string | null, fallback: boolean) =>
  value === null ? fallback : value === 'true' || value === '1';

function write(res: ServerResponse, text: string): void {
  if (!res.writableEnded) res.write(text);
}

function sendEvent(res: ServerResponse, event: string, data: unknown, id?: string): void {
  write(res, `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

async function matches(listener: Listener, document: StoredDocument | null): Promise<boolean> {
  if (!document) return false;
  const found = await evaluateGroq<unknown>([document], listener.query, listener.params);
  return Array.isArray(found) ? found.length > 0 : Boolean(found);
}

export interface ListenHub {
  /** Answers a listen request: validates it, then keeps the response open as an event stream. */
  open(req: IncomingMessage, res: ServerResponse, url: URL, authorized: boolean): void;
  /** Sends a transaction's changes to every listener they concern. */
  notify(transactionId: string, changes: DocumentChange[]): Promise<void>;
  readonly size: number;
  close(): void;
}

export function createListenHub(options: { heartbeatMs: number }): ListenHub {
  const listeners = new Set<Listener>();
  const heartbeat = setInterval(() => {
    for (const listener of listeners) write(listener.res, ': heartbeat\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    open(req, res, url, authorized) {
      const query = url.searchParams.get('query') ?? '';
      const params: QueryParams = {};
      try {
        for (const [key, value] of url.searchParams) {
          if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as QueryParams[string];
        }
        if (!query.trim()) throw new Error('The listener needs a query: a GROQ filter such as *[_type == "page"]');
        parseGroq(query, params);
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: { description: (error as Error).message, type: 'queryParseError' } }));
        return;
      }
      const listener: Listener = {
        res,
        query,
        params,
        seesDrafts: authorized,
        // Sanity's defaults: @sanity/client sends includeResult=true unless told otherwise, and only ever a false includeMutations.
        includeResult: truthy(url.searchParams.get('includeResult'), false),
        includePreviousRevision: truthy(url.searchParams.get('includePreviousRevision'), false),
        includeMutations: truthy(url.searchParams.get('includeMutations'), true),
        includeAllVersions: truthy(url.searchParams.get('includeAllVersions'), false),
      };
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      sendEvent(res, 'welcome', { listenerName: `local-${randomUUID()}` });
      listeners.add(listener);
      const drop = () => listeners.delete(listener);
      req.once('close', drop);
      res.once('close', drop);
    },

    async notify(transactionId, changes) {
      const timestamp = new Date().toISOString();
      for (const listener of listeners) {
        const relevant: { change: DocumentChange; transition: 'appear' | 'update' | 'disappear' }[] = [];
        for (const change of changes) {
          const isDraft = change.id.startsWith('drafts.');
          const isVersion = change.id.startsWith('versions.');
          if ((isDraft || isVersion) && !listener.seesDrafts) continue;
          if (isVersion && !listener.includeAllVersions) continue;
          let before: boolean;
          let after: boolean;
          try {
            [before, after] = await Promise.all([matches(listener, change.previous), matches(listener, change.result)]);
          } catch {
            continue;
          }
          if (!before && !after) continue;
          relevant.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
        }
        relevant.forEach(({ change, transition }, index) => {
          const eventId = `${transactionId}#${change.id}`;
          sendEvent(
            listener.res,
            'mutation',
            {
              eventId,
              documentId: change.id,
              transactionId,
              transition,
              visibility: 'query',
              identity: 'local-sanity',
              timestamp,
              ...(change.previous?._rev ? { previousRev: change.previous._rev } : {}),
              ...(change.result?._rev ? { resultRev: change.result._rev } : {}),
              ...(listener.includeMutations ? { mutations: [change.mutation] } : {}),
              ...(listener.includeResult && change.result ? { result: change.result } : {}),
              ...(listener.includePreviousRevision ? { previous: change.previous } : {}),
              transactionTotalEvents: relevant.length,
              transactionCurrentEvent: index + 1,
            },
            eventId,
          );
        });
      }
    },

    get size() {
      return listeners.size;
    },

    close() {
      clearInterval(heartbeat);
      for (const listener of listeners) listener.res.end();
      listeners.clear();
    },
  };
}
