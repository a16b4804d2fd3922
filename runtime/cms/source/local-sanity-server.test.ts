import type { MutationEvent, SanityClient } from '@sanity/client';
import { firstValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioClient } from '@tests/support/studioClient';
import { type LocalSanityServer, startLocalSanityServer } from './local-sanity-server';

/**
 * The local Sanity-compatible server listens and takes mutations as Sanity's API does: proven with @sanity/client's
 * own `listen()`, `patch()`, `createOrReplace()` and `delete()` over HTTP.
 */
const TOKEN = 'sk-local-write-token';
const PAGE = 'landingPage-natmus-visit-da';
const DRAFT = `drafts.${PAGE}`;

let server: LocalSanityServer;
const client = (token?: string): SanityClient => studioClient(server.url, token);

beforeAll(async () => {
  server = await startLocalSanityServer({
    datasetFile: 'fixtures/content/dataset.ndjson',
    dataset: 'stage',
    token: TOKEN,
    heartbeatMs: 100,
  });
});
afterAll(() => server.close());

/** Events of a listener, once it is welcomed (so nothing sent afterwards is missed). */
async function listening<T extends { type: string }>(events: Observable<T>) {
  const seen: T[] = [];
  let welcome: () => void = () => {};
  const welcomed = new Promise<void>((resolve) => {
    welcome = resolve;
  });
  const subscription = events.subscribe((event) => {
    if (event.type === 'welcome') welcome();
    seen.push(event);
  });
  await welcomed;
  return { seen, stop: () => subscription.unsubscribe() };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the listen API, through @sanity/client’s listen()', () => {
  it('a draft patched as the Studio does: welcome first, then a mutation event, and the change is queryable by then', async () => {
    const writer = client(TOKEN);
    const events = await listening(
      writer.listen('*[_type == "landingPage"]', {}, { events: ['welcome', 'mutation'], visibility: 'query' }),
    );
    await writer.patch(DRAFT).set({ title: 'Besøg museet – ny titel' }).commit();
    await until(() => events.seen.some((event) => event.type === 'mutation'));
    events.stop();
    expect(events.seen[0]?.type).toBe('welcome');
    const mutation = events.seen.find((event) => event.type === 'mutation') as MutationEvent;
    expect(mutation).toMatchObject({
      documentId: DRAFT,
      transition: 'update',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    });
    expect(mutation.eventId).toBe(`${mutation.transactionId}#${DRAFT}`);
    expect(mutation.result?.title).toBe('Besøg museet – ny titel');
    expect(await writer.fetch(`*[_id == $id][0].title`, { id: PAGE }, { perspective: 'previewDrafts' })).toBe(
      'Besøg museet – ny titel',
    );
    expect(await writer.fetch(`*[_id == $id][0].title`, { id: PAGE }, { perspective: 'published' })).toBe(
      'Besøg museet',
    );
  });

  it('only documents the filter matches, before or after: appear on create, disappear on delete, nothing for others', async () => {
    const writer = client(TOKEN);
    const events = await listening(
      writer.listen(
        '*[_type == "exhibition" && title match "Test*"]',
        {},
        { includeResult: false, events: ['welcome', 'mutation'] },
      ),
    );
    const doc = { _id: 'drafts.exhibition-live-test', _type: 'exhibition', title: 'Test exhibition' };
    await writer.createOrReplace(doc);
    await writer.patch(DRAFT).set({ title: 'Not an exhibition' }).commit();
    await writer.createIfNotExists({ ...doc, title: 'Test again' }); // exists: no change
    await writer.patch(doc._id).set({ title: 'Renamed' }).commit(); // no longer matches
    await writer.createOrReplace(doc);
    await writer.delete(doc._id);
    await until(() => events.seen.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.stop();
    expect(events.seen.shift()?.type).toBe('welcome');
    expect(events.seen.map((event) => [event.type, (event as MutationEvent).transition])).toEqual([
      ['mutation', 'appear'],
      ['mutation', 'disappear'],
      ['mutation', 'appear'],
      ['mutation', 'disappear'],
    ]);
    expect(events.seen.every((event) => !('result' in event))).toBe(true);
  });

  it('drafts need the token: a listener without it hears published documents only (publish() included)', async () => {
    const anonymous = await listening(
      client().listen('*[_type == "landingPage"]', {}, { events: ['welcome', 'mutation'] }),
    );
    await client(TOKEN).patch(DRAFT).set({ title: 'A draft nobody without the token hears of' }).commit();
    server.publish({ _id: 'landingPage-live-published', _type: 'landingPage', title: 'Published now' });
    await until(() => anonymous.seen.some((event) => event.type === 'mutation'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    anonymous.stop();
    const heard = anonymous.seen.filter((event) => event.type === 'mutation') as MutationEvent[];
    expect(heard.map((event) => [event.documentId, event.transition])).toEqual([
      ['landingPage-live-published', 'appear'],
    ]);
  });

  it('a wrong token is refused, and so is a query that does not parse', async () => {
    await expect(firstValueFrom(client('wrong').listen('*'))).rejects.toThrow();
    await expect(firstValueFrom(client(TOKEN).listen('*[_type == '))).rejects.toThrow();
  });

  it('keeps an idle stream open with heartbeat comments, and forgets a listener that went away', async () => {
    const before = server.listeners;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/v2024-10-01/data/listen/stage?query=*`, {
      headers: { authorization: `Bearer ${TOKEN}` },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/);
    expect(server.listeners).toBe(before + 1);
    controller.abort();
    await until(() => server.listeners === before);
  });
});

describe('the mutate API, through @sanity/client', () => {
  it('createOrReplace, createIfNotExists, patch with set and delete, as the next query reads them', async () => {
    const writer = client(TOKEN);
    const id = 'drafts.page-mutate-test';
    const created = await writer.createOrReplace({ _id: id, _type: 'landingPage', title: 'One', seo: { x: 1 } });
    expect(created).toMatchObject({ _id: id, title: 'One' });
    expect(created._rev).toEqual(expect.any(String));
    await writer.createIfNotExists({ _id: id, _type: 'landingPage', title: 'Never' });
    const patched = await writer.patch(id).set({ title: 'Two', 'seo.title': 'Nested' }).commit();
    expect(patched).toMatchObject({ title: 'Two', seo: { x: 1, title: 'Nested' } });
    expect(patched._rev).not.toBe(created._rev);
    expect(await writer.fetch('*[_id == $id][0].title', { id }, { perspective: 'raw' })).toBe('Two');
    await writer.delete(id);
    expect(await writer.fetch('*[_id == $id][0]', { id }, { perspective: 'raw' })).toBeNull();
  });

  it('needs the token; a malformed mutation or a patch of a missing document is a clear 4xx, nothing applied', async () => {
    await expect(client().createOrReplace({ _id: 'x', _type: 'y' })).rejects.toMatchObject({ statusCode: 401 });
    const writer = client(TOKEN);
    await expect(writer.patch('drafts.does-not-exist').set({ title: 'x' }).commit()).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(writer.mutate([{ createOrReplace: { _id: 'no-type' } } as never])).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/Invalid mutation/),
    });
    // All or nothing: the first mutation of a refused transaction is not applied either.
    await expect(
      writer.mutate([
        { createOrReplace: { _id: 'drafts.half', _type: 'landingPage' } },
        { patch: { id: 'drafts.missing', set: { title: 'x' } } },
      ]),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await writer.fetch('*[_id == "drafts.half"][0]', {}, { perspective: 'raw' })).toBeNull();
  });
});

describe('listen filters with parameters', () => {
  it('a filter may use $parameters, as a query does', async () => {
    // Listening once the welcome came (not after a pause a busy machine may overrun): the mutation cannot come first.
    const events = await listening(
      client(TOKEN).listen('*[_id == $id]', { id: 'drafts.rx-test' }, { events: ['welcome', 'mutation'] }),
    );
    await client(TOKEN).createOrReplace({ _id: 'drafts.rx-test', _type: 'landingPage' });
    await until(() => events.seen.length >= 2);
    events.stop();
    expect(events.seen.map((event) => event.type)).toEqual(['welcome', 'mutation']);
  });
});
