import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRenderNotes } from '../cache/renderNotes';
import { readNdjson } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '../cms/source/embedded-source';
import type { ContentSource } from '../cms/source/source';
import { clearRootDataCache, forgetRootDataShowing, loadRootData, loadRootDataOrFallback } from './rootData-loader';

const embedded = createEmbeddedSourceFromDocuments(readNdjson('fixtures/content/dataset.ndjson'));

/** The embedded source, counting its queries, each taking a moment (so concurrent loads overlap). */
function countingSource(options: { fail?: boolean } = {}) {
  const counter = { queries: 0 };
  const source: ContentSource = {
    kind: 'embedded',
    fetch: async (site, query, params, perspective) => {
      counter.queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (options.fail) throw new Error('The CMS is down');
      return embedded.fetch(site, query, params, perspective);
    },
    listen: () => () => {},
  };
  return { source, counter };
}

afterEach(() => clearRootDataCache());

describe('root data: one query per site and locale, whoever asks', () => {
  it('concurrent loads of one site and locale share one query', async () => {
    const { source, counter } = countingSource();
    const all = await Promise.all(
      Array.from({ length: 16 }, () => loadRootData({ site: 'natmus', locale: 'da' }, source)),
    );
    expect(counter.queries).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('names the documents it shows on every response that uses it, from the cache too', async () => {
    const { source } = countingSource();
    const first = await withRenderNotes(() => loadRootData({ site: 'natmus', locale: 'da' }, source));
    const second = await withRenderNotes(() => loadRootData({ site: 'natmus', locale: 'da' }, source));
    const navigation = embedded
      .fetch<{ _id: string }>('natmus', '*[_type == "navigation" && site == "natmus" && locale == "da"][0]{ _id }', {})
      .then((doc) => doc._id);
    expect(first.notes.refs.ids).toContain(await navigation);
    expect([...second.notes.refs.ids].sort()).toEqual([...first.notes.refs.ids].sort());
    expect(first.notes.refs.ids.size).toBeGreaterThan(3);
  });

  it('publishing a document it shows forgets it; other documents do not', async () => {
    const { source, counter } = countingSource();
    const { notes } = await withRenderNotes(() => loadRootData({ site: 'natmus', locale: 'da' }, source));
    expect(forgetRootDataShowing(['some-unrelated-document'])).toBe(0);
    await loadRootData({ site: 'natmus', locale: 'da' }, source);
    expect(counter.queries).toBe(1);
    expect(forgetRootDataShowing([[...notes.refs.ids][0] as string])).toBe(1);
    await loadRootData({ site: 'natmus', locale: 'da' }, source);
    expect(counter.queries).toBe(2);
  });

  it('the empty fallback marks the response degraded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source } = countingSource({ fail: true });
    const { result, notes } = await withRenderNotes(() =>
      loadRootDataOrFallback({ site: 'natmus', locale: 'da' }, source),
    );
    expect(result).toBeNull();
    expect([...notes.degraded]).toEqual(['root-data']);
    errors.mockRestore();
  });
});
