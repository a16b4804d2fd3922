import type { PageContextServer } from 'vike/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRootDataOrFallback } from '../loader/rootData-loader';
import { data as contentData } from '../pages/content/+data';
import { data as fejlData } from '../pages/fejl/+data';

vi.mock('../loader/rootData-loader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../loader/rootData-loader')>();
  return { ...original, loadRootDataOrFallback: vi.fn(original.loadRootDataOrFallback) };
});

afterEach(() => vi.mocked(loadRootDataOrFallback).mockClear());

function pageContext(path: string, crawler: boolean): PageContextServer {
  return {
    site: 'natmus',
    locale: 'da',
    urlPathname: path,
    urlParsed: { search: {}, searchAll: {} },
    headers: { host: 'localhost:3000' },
    preview: { enabled: false, overlay: false },
    previewPerspective: 'published',
    crawler,
  } as unknown as PageContextServer;
}

/** What a data hook threw: Vike's abort (status and the error page's reason). */
async function abortOf(run: () => Promise<unknown>) {
  const thrown = await run().then(
    () => null,
    (error: unknown) => error as { _pageContextAbort?: { abortStatusCode: number; abortReason?: unknown } },
  );
  if (!thrown?._pageContextAbort) throw new Error('expected an abort');
  return thrown._pageContextAbort;
}

describe('"Error pages are not rendered for crawler user agents (search bots, lighthouse, social link previewers); there errors are only logged"', () => {
  it('a crawler at an unknown path: 404 without an error page reason, and no root data loaded for it', async () => {
    const abort = await abortOf(() => contentData(pageContext('/denne-side-findes-ikke', true)));
    expect(abort.abortStatusCode).toBe(404);
    expect(abort.abortReason).toBeUndefined();
    expect(loadRootDataOrFallback).not.toHaveBeenCalled();
  });

  it('a visitor at an unknown path: 404 with the shell and view of the error page', async () => {
    const abort = await abortOf(() => contentData(pageContext('/denne-side-findes-ikke', false)));
    expect(abort.abortStatusCode).toBe(404);
    expect(abort.abortReason).toMatchObject({ shell: { site: { theme: 'natmus' } }, view: { statusCode: 404 } });
    expect(loadRootDataOrFallback).toHaveBeenCalledOnce();
  });

  it('/fejl: 500; for a crawler without building the page', async () => {
    const crawler = await abortOf(() => fejlData(pageContext('/fejl', true)));
    expect(crawler).toMatchObject({ abortStatusCode: 500, abortReason: undefined });
    expect(loadRootDataOrFallback).not.toHaveBeenCalled();
    const visitor = await abortOf(() => fejlData(pageContext('/fejl', false)));
    expect(visitor).toMatchObject({ abortStatusCode: 500, abortReason: { view: { statusCode: 500 } } });
  });
});
