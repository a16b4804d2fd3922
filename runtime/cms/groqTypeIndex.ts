import type { StoredDocument } from './dataset';
import type { QueryParams } from './source';

/**
 * A type index for groq-js, which has none: `*[...]` walks every document of the dataset, for every filter of a
 * query and again for every item a nested filter runs under. Most filters start with the document type
 * (`*[_type == "event" && …]`, `*[_type in $slugTypes && …]`), so a filter over all documents whose conditions
 * include `_type == "literal"`, `_type in [literals]`, `_type == $param` or `_type in $param` as a conjunct reads
 * only the documents of those types instead: its base becomes a parameter that evaluateGroq fills with them, in
 * dataset order. The filter's condition stays as it is (the type test runs again on fewer documents), so the result
 * is the one groq-js gives without the index; live Sanity runs the query text, which never changes.
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

/** The syntax tree with its type-pinned filters over all documents reading their types' documents only. */
export function indexByType<T>(tree: T): T {
  if (Array.isArray(tree)) return tree.map(indexByType) as T;
  if (!isNode(tree)) return tree;
  const node: Node = {};
  for (const [key, field] of Object.entries(tree)) node[key] = indexByType(field);
  if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
    const key = typeKeyOf(node.expr);
    if (key) node.base = { type: 'Parameter', name: key };
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

/** The values of a tree's index parameters for these documents and query parameters. */
export function typeIndexParams(
  keys: Set<string>,
  documents: StoredDocument[],
  params: QueryParams,
): Record<string, StoredDocument[]> {
  const values: Record<string, StoredDocument[]> = {};
  for (const key of keys) {
    const spec = key.slice(PREFIX.length);
    if (spec.startsWith('lit:')) {
      values[key] = documentsOfTypes(documents, spec.slice('lit:'.length).split(','));
      continue;
    }
    const value = params[spec.slice('param:'.length)];
    const types = typeof value === 'string' ? [value] : value;
    // A parameter that is not a type or a list of types: no index, every document (the filter decides).
    values[key] =
      Array.isArray(types) && types.every((type) => typeof type === 'string')
        ? documentsOfTypes(documents, types as string[])
        : documents;
  }
  return values;
}
