import { evaluate, parse } from 'groq-js';
import { perspectiveView } from '../preview/documentIds';
import { getSite } from '../sites/registry';
import { previewDraftsView, publishedView, readNdjson, type StoredDocument } from './dataset';
import type { ContentSource, Perspective, QueryParams } from './source';

/** Evaluates a GROQ query over documents with Sanity's own engine. */
export async function evaluateGroq<T>(documents: StoredDocument[], query: string, params: QueryParams): Promise<T> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params });
  return (await value.get()) as T;
}

/**
 * The embedded content source: the same GROQ queries as live Sanity, evaluated by groq-js over the
 * documents in fixtures/ (a Sanity ndjson export). All sites share one dataset here.
 */
export function createEmbeddedSource(datasetFile: string): ContentSource {
  return createEmbeddedSourceFromDocuments(readNdjson(datasetFile));
}

/** The embedded source over documents already in memory (tests build small datasets this way). */
export function createEmbeddedSourceFromDocuments(all: StoredDocument[]): ContentSource {
  const views: Record<string, StoredDocument[]> = {
    published: publishedView(all),
    previewDrafts: previewDraftsView(all),
  };
  const viewFor = (perspective: Perspective): StoredDocument[] => {
    const key = typeof perspective === 'string' ? perspective : `releases:${perspective.join(',')}`;
    views[key] ??= perspectiveView(all, typeof perspective === 'string' ? [] : perspective);
    return views[key];
  };
  return {
    kind: 'embedded',
    async fetch<T>(site: string, query: string, params: QueryParams, perspective: Perspective = 'published') {
      getSite(site);
      return evaluateGroq<T>(viewFor(perspective), query, params);
    },
  };
}
