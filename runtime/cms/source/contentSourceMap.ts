import type { ContentSourceMap, ContentSourceMapDocuments } from '@sanity/client';
import { locales } from '@design-system/i18n/locales';
import type { StoredDocument } from './dataset';

/**
 * Content source maps for the embedded dataset and the local Sanity-compatible server: which document and field
 * each string of a query result came from, in Sanity's own format (`resultSourceMap`), so that @sanity/client's
 * stega encoder can point every text of a preview at its field in the Studio.
 *
 * Sanity's API traces values through the query itself; groq-js does not, so this traces them back by value: a
 * string of the result maps to the field that holds that exact string, preferring the document the result
 * object around it names (`_id`), else the only document that holds it. A string found in several documents and
 * named by none stays unmapped (no edit link beats a wrong one). Computed strings (joined, formatted) never match,
 * as Sanity's own maps leave them out too.
 */

type SourceSegment = string | number | { _key: string };
interface Occurrence {
  document: number;
  path: SourceSegment[];
}

/** A localized field's language keys (`title.da`). */
const LOCALE_SEGMENTS: ReadonlySet<string> = new Set(locales);

/** Every string of every document by value (built once per view: a view's array is never changed in place). */
const occurrencesByView = new WeakMap<readonly StoredDocument[], Map<string, Occurrence[]>>();

function occurrencesIn(documents: readonly StoredDocument[]): Map<string, Occurrence[]> {
  let index = occurrencesByView.get(documents);
  if (index) return index;
  index = new Map();
  const found = index;
  const walk = (value: unknown, document: number, path: SourceSegment[]) => {
    if (typeof value === 'string') {
      let list = found.get(value);
      if (!list) {
        list = [];
        found.set(value, list);
      }
      list.push({ document, path });
    } else if (Array.isArray(value)) {
      for (const [position, item] of value.entries()) {
        const key = (item as { _key?: unknown } | null)?._key;
        walk(item, document, [...path, typeof key === 'string' ? { _key: key } : position]);
      }
    } else if (value && typeof value === 'object') {
      for (const [field, item] of Object.entries(value)) {
        if (!field.startsWith('_')) walk(item, document, [...path, field]);
      }
    }
  };
  for (const [position, doc] of documents.entries()) walk(doc, position, []);
  occurrencesByView.set(documents, index);
  return index;
}

const escapeQuoted = (text: string) => text.replace(/[\\']/g, (match) => `\\${match}`);

/** A path in Sanity's JSONPath notation: `$['content'][?(@._key=='k1')]['title']['da']`. */
function jsonPath(path: readonly SourceSegment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${escapeQuoted(segment)}']`
          : `[?(@._key=='${escapeQuoted(segment._key)}')]`,
    )
    .join('')}`;
}

/** The field a path ends in, past a language key and array positions: `title` for `title.da`. */
export function fieldOf(path: readonly unknown[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i];
    if (typeof segment === 'string' && !LOCALE_SEGMENTS.has(segment)) return segment;
  }
  return undefined;
}

/** The occurrence a result string most likely came from, or undefined when it cannot be told. */
function choose(
  candidates: Occurrence[],
  documents: readonly StoredDocument[],
  namedIds: readonly string[],
  resultPath: readonly (string | number)[],
): Occurrence | undefined {
  const resultField = fieldOf(resultPath);
  const best = (among: Occurrence[]) => among.find((each) => fieldOf(each.path) === resultField) ?? among[0];
  for (let i = namedIds.length - 1; i >= 0; i -= 1) {
    const inNamed = candidates.filter((each) => documents[each.document]?._id === namedIds[i]);
    if (inNamed.length > 0) return best(inNamed);
  }
  const first = candidates[0];
  if (first && candidates.every((each) => each.document === first.document)) return best(candidates);
  return undefined;
}

/** The source map of a query result evaluated over `documents` (a perspective's view of the dataset). */
export function contentSourceMapOf(result: unknown, documents: readonly StoredDocument[]): ContentSourceMap {
  const occurrences = occurrencesIn(documents);
  const csmDocuments: ContentSourceMapDocuments = [];
  const documentSlot = new Map<number, number>();
  const paths: string[] = [];
  const pathSlot = new Map<string, number>();
  const mappings: ContentSourceMap['mappings'] = {};

  const slotOf = <K>(slots: Map<K, number>, key: K, add: () => void): number => {
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = slots.size;
      slots.set(key, slot);
      add();
    }
    return slot;
  };

  const walk = (value: unknown, path: (string | number)[], namedIds: string[]) => {
    if (typeof value === 'string') {
      const candidates = occurrences.get(value);
      const chosen = candidates && choose(candidates, documents, namedIds, path);
      if (!chosen) return;
      const source = documents[chosen.document] as StoredDocument;
      const document = slotOf(documentSlot, chosen.document, () =>
        csmDocuments.push({ _id: String(source._originalId ?? source._id), _type: source._type }),
      );
      const sourcePath = jsonPath(chosen.path);
      const pathIndex = slotOf(pathSlot, sourcePath, () => paths.push(sourcePath));
      mappings[jsonPath(path)] = {
        type: 'value',
        source: { type: 'documentValue', document, path: pathIndex },
      };
    } else if (Array.isArray(value)) {
      for (const [position, item] of value.entries()) walk(item, [...path, position], namedIds);
    } else if (value && typeof value === 'object') {
      const id = (value as { _id?: unknown })._id;
      const named = typeof id === 'string' ? [...namedIds, id] : namedIds;
      for (const [field, item] of Object.entries(value)) {
        if (!field.startsWith('_')) walk(item, [...path, field], named);
      }
    }
  };
  walk(result, [], []);
  return { documents: csmDocuments, paths, mappings };
}
