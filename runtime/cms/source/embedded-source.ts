import { evaluate, evaluateSync, parse } from 'groq-js';
import { perspectiveView } from '@runtime/preview/documentIds';
import { getSite } from '@runtime/sites/registry';
import { contentSourceMapOf } from './contentSourceMap';
import { previewDraftsView, publishedView, readNdjson, type StoredDocument } from './dataset';
import { watchDataset } from './dataset-watch';
import { indexByType, typeIndexKeys, typeIndexParams } from './groqTypeIndex';
import type { ContentSource, Perspective, QueryParams, SourceOptions } from './source';
import { encodeEditableTexts } from './stega';

type GroqTree = ReturnType<typeof parse>;

/**
 * Params groq-js must know while parsing: inside brackets (`alt[$locale]`, `[0...$n]`) a value's type
 * decides between attribute access, element access, slice and filter, so those are inlined. Every
 * other `$name` stays a parameter node that the evaluator reads from each call's params.
 */
const PARSE_TIME_PARAM = /\[\s*\$(\w+)\s*(?:\]|\.\.)|\.\.\.?\s*\$(\w+)\s*\]/g;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function callsReferences(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(callsReferences);
  if (!isNode(value)) return false;
  if (value.type === 'FuncCall' && value.name === 'references') return true;
  return Object.values(value).some(callsReferences);
}

/**
 * groq-js evaluates both sides of `&&`, so `*[_type == "translation.metadata" && references(^._id)]`
 * walked every field of every document for each page. Each `a && b` whose right side calls
 * `references()` becomes `select(a == false => false, a && b)`: the same value (false wins `&&`
 * whatever the other side is), with `b` evaluated only when `a` is not false. The query text, and so
 * what live Sanity runs, is unchanged.
 */
function shortCircuitReferences<T>(value: T): T {
  if (Array.isArray(value)) return value.map(shortCircuitReferences) as T;
  if (!isNode(value)) return value;
  const node: Node = {};
  for (const [key, field] of Object.entries(value)) node[key] = shortCircuitReferences(field);
  if (node.type !== 'And' || !callsReferences(node.right)) return node as T;
  return {
    type: 'Select',
    alternatives: [
      {
        type: 'SelectAlternative',
        condition: { type: 'OpCall', op: '==', left: node.left, right: { type: 'Value', value: false } },
        value: { type: 'Value', value: false },
      },
    ],
    fallback: node,
  } as T;
}

/**
 * Parsed queries: the site sends a handful of distinct queries, each thousands of characters long. Kept by the query
 * string itself, then by the values of its parse-time params: V8 keeps a string's hash on the string, so looking up
 * the same query text again costs nothing, where a key built per call (params + query) was hashed whole every time.
 */
const parsedQueries = new Map<string, { names: string[]; trees: Map<string, GroqTree> }>();
const PARSED_QUERIES_MAX = 500;

/**
 * A query's syntax tree, parsed once per query and per value of its parse-time params (the locale),
 * not once per call: parsing the page query was most of an uncached page view's server time on the
 * embedded dataset (bench/RESULTS.md).
 */
export function parseGroq(query: string, params: QueryParams): GroqTree {
  let parsed = parsedQueries.get(query);
  if (!parsed) {
    const found = new Set<string>();
    for (const match of query.matchAll(PARSE_TIME_PARAM)) found.add((match[1] ?? match[2]) as string);
    if (parsedQueries.size >= PARSED_QUERIES_MAX) parsedQueries.delete(parsedQueries.keys().next().value as string);
    parsed = { names: [...found].sort(), trees: new Map() };
    parsedQueries.set(query, parsed);
  }
  const inlined: QueryParams = {};
  for (const name of parsed.names) {
    const value = params[name];
    if (value !== undefined) inlined[name] = value;
  }
  const key = JSON.stringify(inlined);
  let tree = parsed.trees.get(key);
  if (!tree) {
    tree = shortCircuitReferences(indexByType(parse(query, { params: inlined })));
    if (parsed.trees.size >= PARSED_QUERIES_MAX) parsed.trees.delete(parsed.trees.keys().next().value as string);
    parsed.trees.set(key, tree);
  }
  return tree;
}

/** Documents by id, per set of documents (a perspective's view), built on its first dereference. */
const documentsById = new WeakMap<StoredDocument[], Map<string, StoredDocument>>();

/**
 * `->` by id look-up: groq-js alone walks the whole dataset for every reference it follows, which made
 * a page's cost grow with the size of the dataset times the references on the page.
 */
function dereferenceIn(documents: StoredDocument[]): (reference: { _ref: string }) => StoredDocument | null {
  return ({ _ref }) => {
    let byId = documentsById.get(documents);
    if (!byId) {
      byId = new Map();
      for (const doc of documents) if (!byId.has(doc._id)) byId.set(doc._id, doc);
      documentsById.set(documents, byId);
    }
    return byId.get(_ref) ?? null;
  };
}

/** The type-index parameters of each parsed tree (./groqTypeIndex.ts). */
const treeIndexKeys = new WeakMap<object, Set<string>>();
function indexKeysOf(tree: GroqTree): Set<string> {
  let keys = treeIndexKeys.get(tree);
  if (!keys) {
    keys = typeIndexKeys(tree);
    treeIndexKeys.set(tree, keys);
  }
  return keys;
}

/**
 * Evaluates a GROQ query over documents with Sanity's own engine, synchronously: the asynchronous
 * evaluator makes a promise per syntax node, and every promise pays for the request's async context
 * (Vike's AsyncLocalStorage), which cost more than the evaluation itself. The few functions groq-js
 * evaluates only asynchronously (`diff::`, `delta::`) fall back to the asynchronous evaluator.
 */
export async function evaluateGroq<T>(documents: StoredDocument[], query: string, params: QueryParams): Promise<T> {
  const tree = parseGroq(query, params);
  const dereference = dereferenceIn(documents);
  const withIndex = { ...params, ...typeIndexParams(indexKeysOf(tree), documents, params) };
  try {
    return evaluateSync(tree, { dataset: documents, params: withIndex, dereference }).data as T;
  } catch (error) {
    if ((error as Error).message !== 'executeSync not supported') throw error;
  }
  const value = await evaluate(tree, { dataset: documents, params: withIndex, dereference });
  return (await value.get()) as T;
}

/** Each perspective's view of a set of documents, built on first use. */
function perspectiveViews(all: StoredDocument[]): (perspective: Perspective) => StoredDocument[] {
  const views: Record<string, StoredDocument[]> = {
    published: publishedView(all),
    previewDrafts: previewDraftsView(all),
  };
  return (perspective) => {
    const key = typeof perspective === 'string' ? perspective : `releases:${perspective.join(',')}`;
    views[key] ??= perspectiveView(all, typeof perspective === 'string' ? [] : perspective);
    return views[key];
  };
}

/**
 * A query over a perspective's view, as live Sanity answers it; to a stega-enabled preview (a Studio to link to)
 * with its texts carrying their document and field.
 */
function fetchOver(
  views: () => (perspective: Perspective) => StoredDocument[],
  options: SourceOptions,
): ContentSource['fetch'] {
  return async <T>(site: string, query: string, params: QueryParams, perspective: Perspective = 'published') => {
    getSite(site);
    const view = views()(perspective);
    const result = await evaluateGroq<T>(view, query, params);
    if (perspective === 'published' || !options.stegaStudioUrl) return result;
    return encodeEditableTexts(result, contentSourceMapOf(result, view), options.stegaStudioUrl);
  };
}

/**
 * The embedded content source: the same GROQ queries as live Sanity, evaluated by groq-js over the
 * documents in fixtures/ (a Sanity ndjson export). All sites share one dataset here.
 *
 * While an editor previews (someone listens), the file is watched and re-read when it changes, so editing
 * fixtures/content/dataset.ndjson shows in the open preview (./dataset-watch.ts). The new content is then what
 * every query reads, published ones too; without a listener the file is read once, at start.
 */
export function createEmbeddedSource(datasetFile: string, options: SourceOptions = {}): ContentSource {
  let viewFor = perspectiveViews(readNdjson(datasetFile));
  const watch = watchDataset(datasetFile, () => {
    try {
      viewFor = perspectiveViews(readNdjson(datasetFile));
      return true;
    } catch (error) {
      console.warn(`[content] ${datasetFile} changed but could not be read; keeping the content as it was`, error);
      return false;
    }
  });
  return {
    kind: 'embedded',
    fetch: fetchOver(() => viewFor, options),
    listen(site, _perspective, onChange) {
      getSite(site);
      return watch.subscribe(() => onChange({}));
    },
  };
}

/** The embedded source over documents already in memory (tests build small datasets this way); they never change. */
export function createEmbeddedSourceFromDocuments(all: StoredDocument[], options: SourceOptions = {}): ContentSource {
  const viewFor = perspectiveViews(all);
  return { kind: 'embedded', fetch: fetchOver(() => viewFor, options), listen: () => () => {} };
}
