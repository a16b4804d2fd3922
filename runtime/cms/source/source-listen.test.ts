import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioClient } from '@tests/support/studioClient';
import { contentConfigFromEnv } from './config';
import { createEmbeddedSource } from './embedded-source';
import { createLiveSource } from './live-source';
import { type LocalSanityServer, startLocalSanityServer } from './local-sanity-server';
import type { ContentChange } from './source';

const PAGE = 'landingPage-natmus-visit-da';
const TITLE = `*[_id == "${PAGE}"][0].title`;

/** Waits until `check` holds (vitest's own polling). */
const until = (check: () => boolean, timeout = 5_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live source listens through @sanity/client, with the viewer token', () => {
  const TOKEN = 'sk-viewer-and-writer';
  let server: LocalSanityServer;
  beforeAll(async () => {
    server = await startLocalSanityServer({
      datasetFile: 'fixtures/content/dataset.ndjson',
      dataset: 'stage',
      token: TOKEN,
    });
  });
  afterAll(() => server.close());

  it('a draft edited in the Studio is told once it is queryable in preview; unsubscribing closes the listener', async () => {
    const config = contentConfigFromEnv({
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: server.url,
      SANITY_VIEWER_TOKEN: TOKEN,
    });
    if (config.kind !== 'live') throw new Error('expected live');
    const source = createLiveSource(config);
    const changes: { change: ContentChange; title: unknown }[] = [];
    const stop = source.listen('natmus', 'previewDrafts', async (change) => {
      changes.push({ change, title: await source.fetch('natmus', TITLE, {}, 'previewDrafts') });
    });
    await until(() => server.listeners === 1);
    const studio = studioClient(server.url, TOKEN);
    await studio.patch(`drafts.${PAGE}`).set({ title: 'Ny titel fra Studio' }).commit();
    await until(() => changes.length === 1);
    expect(changes[0]).toEqual({ change: { documentId: `drafts.${PAGE}` }, title: 'Ny titel fra Studio' });
    // The Presentation tool's secrets are no content change.
    await studio.createOrReplace({ _id: 'secret-1', _type: 'sanity.previewUrlSecret', secret: 'x' });
    await pause(200);
    expect(changes).toHaveLength(1);
    stop();
    await until(() => server.listeners === 0);
  });
});

describe('the embedded source re-reads its dataset file while someone listens', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-listen-'));
    file = join(dir, 'dataset.ndjson');
    copyFileSync('fixtures/content/dataset.ndjson', file);
  });

  const retitled = (title: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => {
        if (!line.includes(`"_id":"drafts.${PAGE}"`)) return line;
        return JSON.stringify({ ...JSON.parse(line), title });
      })
      .join('\n');

  it('editing the file shows in preview; a half-written file keeps the content; no listener, no re-read', async () => {
    const source = createEmbeddedSource(file);
    const changes: ContentChange[] = [];
    const stop = source.listen('natmus', 'previewDrafts', (change) => changes.push(change));

    writeFileSync(file, retitled('Rettet i filen'));
    await until(() => changes.length === 1);
    expect(changes[0]).toEqual({});
    expect(await source.fetch('natmus', TITLE, {}, 'previewDrafts')).toBe('Rettet i filen');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    appendFileSync(file, '{"_id": "broken');
    await pause(400);
    expect(changes).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(await source.fetch('natmus', TITLE, {}, 'previewDrafts')).toBe('Rettet i filen');

    stop();
    writeFileSync(file, retitled('Ingen lytter'));
    await pause(400);
    expect(await source.fetch('natmus', TITLE, {}, 'previewDrafts')).toBe('Rettet i filen');
  });
});
