import type { StoredDocument } from './dataset';
import type { QueryParams } from './source';

/**
 * A type index for groq-js, which has none: `*[...]` walks every document of the dataset, for every filter of a
 * query and again for every item a nested filter runs under. Most filters start with the document type
 * (`*[_type == "event" && …]`, `*[_type in $slugTypes && …]`), so a filter over all documents whose conditions
 * include `_type == "literal"`, `_type in [literals]`, `_type == $param` or `_type in $param` as a conjunct reads
 * only the documents of those types instead: its base becomes a parameter that evaluateGroq fills with them, in
 * dataset order. A filter that also pins the site or the locale (`site == $site`, `locale == "da"` as a conjunct)
 * reads only that site's or locale's documents of those types. The filter's condition stays as it is (the tests run
 * again on fewer documents), so the result is the one groq-js gives without the index; live Sanity runs the query
 * text, which never changes.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The parameter names the index uses: `typeIndex:lit:a,b` (literal types) or `typeIndex:param:name`. */
const PREFIX = 'typeIndex:';

const isTypeAttribute = (node: unknown) =>
  isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && !node.base;

/** The types a condition requires of a document, as an index key, or null when it does not pin them. */
function typeKeyOf(condition: unknown): string | null {
  if (!isNode(condition)) return null;
  if (condition.type === 'Group') return typeKeyOf(condition.base);
  if (condition.type === 'And') return typeKeyOf(condition.left) ?? typeKeyOf(condition.right);
  if (condition.type !== 'OpCall') return null;
  const { op, left, right } = condition as { op: string; left: unknown; right: unknown };
  const [attribute, value] = isTypeAttribute(left)
    ? [left, right]
    : op === '==' && isTypeAttribute(right)
      ? [right, left]
      : [];
  if (!attribute || !isNode(value)) return null;
  if (value.type === 'Parameter' && (op === '==' || op === 'in')) return `${PREFIX}param:${String(value.name)}`;
  if (op === '==' && value.type === 'Value' && typeof value.value === 'string') return `${PREFIX}lit:${value.value}`;
  if (op === 'in' && value.type === 'Array') {
    const types: string[] = [];
    for (const element of value.elements as Node[]) {
      const inner = element.value as Node | undefined;
      if (element.isSplat || inner?.type !== 'Value' || typeof inner.value !== 'string') return null;
      types.push(inner.value);
    }
    return `${PREFIX}lit:${types.join(',')}`;
  }
  return null;
}

/** Attributes besides the type that a filter may pin to one value, narrowing its documents further. */
const PINNABLE = new Set(['site', 'locale']);

/** The conjuncts of a condition (`a && (b && c)`: a, b, c). */
function conjuncts(condition: unknown): unknown[] {
  if (!isNode(condition)) return [condition];
  if (condition.type === 'Group') return conjuncts(condition.base);
  if (condition.type === 'And') return [...conjuncts(condition.left), ...conjuncts(condition.right)];
  return [condition];
}

/** The site and locale a condition pins by a conjunct `site == $param` or `locale == "literal"`, as key parts. */
function pinsOf(condition: unknown): string[] {
  const pins: string[] = [];
  for (const part of conjuncts(condition)) {
    if (!isNode(part) || part.type !== 'OpCall' || part.op !== '==') continue;
    for (const [attribute, value] of [
      [part.left, part.right],
      [part.right, part.left],
    ] as [Node, Node][]) {
      if (!isNode(attribute) || attribute.type !== 'AccessAttribute' || attribute.base) continue;
      const name = String(attribute.name);
      if (!PINNABLE.has(name) || !isNode(value)) continue;
      if (value.type === 'Parameter') pins.push(`${name}=param:${String(value.name)}`);
      else if (value.type === 'Value' && typeof value.value === 'string') pins.push(`${name}=lit:${value.value}`);
    }
  }
  return [...new Set(pins)].sort();
}

/** The syntax tree with its type-pinned filters over all documents reading their types' documents only. */
export function indexByType<T>(tree: T): T {
  if (Array.isArray(tree)) return tree.map(indexByType) as T;
  if (!isNode(tree)) return tree;
  const node: Node = {};
  for (const [key, field] of Object.entries(tree)) node[key] = indexByType(field);
  if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
    const key = typeKeyOf(node.expr);
    if (key) node.base = { type: 'Parameter', name: [key, ...pinsOf(node.expr)].join('|') };
  }
  return node as T;
}

/** The index parameters a tree reads. */
export function typeIndexKeys(tree: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) for (const item of tree) typeIndexKeys(item, found);
  else if (isNode(tree)) {
    if (tree.type === 'Parameter' && String(tree.name).startsWith(PREFIX)) found.add(String(tree.name));
    else for (const field of Object.values(tree)) typeIndexKeys(field, found);
  }
  return found;
}

/** Per set of documents: its documents of each set of types, in dataset order. */
const buckets = new WeakMap<StoredDocument[], Map<string, StoredDocument[]>>();

function documentsOfTypes(documents: StoredDocument[], types: string[]): StoredDocument[] {
  let byTypes = buckets.get(documents);
  if (!byTypes) {
    byTypes = new Map();
    buckets.set(documents, byTypes);
  }
  const key = [...new Set(types)].sort().join('\u0000');
  let bucket = byTypes.get(key);
  if (!bucket) {
    const wanted = new Set(types);
    bucket = documents.filter((doc) => wanted.has(doc._type));
    byTypes.set(key, bucket);
  }
  return bucket;
}

/** A bucket narrowed to the documents whose pinned attributes have the given values (in the bucket's order). */
const narrowed = new WeakMap<StoredDocument[], Map<string, StoredDocument[]>>();

function documentsPinned(bucket: StoredDocument[], pins: [string, unknown][]): StoredDocument[] {
  if (pins.length === 0) return bucket;
  // A pin to something that is not a string (a missing parameter): no narrowing, the filter decides.
  if (pins.some(([, value]) => typeof value !== 'string')) return bucket;
  let byPins = narrowed.get(bucket);
  if (!byPins) {
    byPins = new Map();
    narrowed.set(bucket, byPins);
  }
  const key = pins.map(([name, value]) => `${name}=${String(value)}`).join('\u0000');
  let documents = byPins.get(key);
  if (!documents) {
    documents = bucket.filter((doc) => pins.every(([name, value]) => (doc as Record<string, unknown>)[name] === value));
    byPins.set(key, documents);
  }
  return documents;
}

/** The values of a tree's index parameters for these documents and query parameters. */
export function typeIndexParams(
  keys: Set<string>,
  documents: StoredDocument[],
  params: QueryParams,
): Record<string, StoredDocument[]> {
  const values: Record<string, StoredDocument[]> = {};
  for (const key of keys) {
    const [typeSpec = '', ...pinSpecs] = key.slice(PREFIX.length).split('|');
    const pins = pinSpecs.map((pin): [string, unknown] => {
      const [name = '', spec = ''] = pin.split('=');
      return [name, spec.startsWith('lit:') ? spec.slice('lit:'.length) : params[spec.slice('param:'.length)]];
    });
    let bucket: StoredDocument[];
    if (typeSpec.startsWith('lit:')) {
      bucket = documentsOfTypes(documents, typeSpec.slice('lit:'.length).split(','));
    } else {
      const value = params[typeSpec.slice('param:'.length)];
      const types = typeof value === 'string' ? [value] : value;
      // A parameter that is not a type or a list of types: no index, every document (the filter decides).
      bucket =
        Array.isArray(types) && types.every((type) => typeof type === 'string')
          ? documentsOfTypes(documents, types as string[])
          : documents;
    }
    values[key] = documentsPinned(bucket, pins);
  }
  return values;
}
