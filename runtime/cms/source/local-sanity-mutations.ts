import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { StoredDocument } from './dataset';

/**
 * The mutations the local Sanity-compatible server applies (`POST /v{date}/data/mutate/{dataset}`), as Sanity's
 * mutate API spells them: enough for a test to edit a draft as the Studio does (`drafts.{id}` documents). Other
 * mutation kinds, patch operations or selections by query are refused with a clear message, never half applied.
 */

const documentSchema = z.looseObject({ _id: z.string().min(1).max(200), _type: z.string().min(1).max(200) });
/** A patch path: `title` or `seo.title` (no array segments: nothing here needs them). */
const pathSchema = z.string().regex(/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/, 'a dotted field path, like seo.title');

const patchSchema = z.strictObject({
  id: z.string().min(1).max(200),
  ifRevisionID: z.string().optional(),
  set: z.record(pathSchema, z.unknown()).optional(),
  setIfMissing: z.record(pathSchema, z.unknown()).optional(),
  unset: z.array(pathSchema).optional(),
});

const mutationSchema = z.union([
  z.strictObject({ create: documentSchema }),
  z.strictObject({ createOrReplace: documentSchema }),
  z.strictObject({ createIfNotExists: documentSchema }),
  z.strictObject({ patch: patchSchema }),
  z.strictObject({ delete: z.strictObject({ id: z.string().min(1).max(200) }) }),
]);

export const mutateBodySchema = z.strictObject({
  mutations: z.array(mutationSchema).min(1).max(100),
  transactionId: z.string().min(1).max(200).optional(),
});
export type MutateBody = z.infer<typeof mutateBodySchema>;
type Mutation = MutateBody['mutations'][number];

/** A refused mutation: the server answers it 409 (as Sanity does for a conflict) or 404. */
export class MutationError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

/** One document a transaction changed: before and after (null when it did not exist, or was deleted). */
export interface DocumentChange {
  id: string;
  operation: 'create' | 'update' | 'delete';
  previous: StoredDocument | null;
  result: StoredDocument | null;
  mutation: Mutation;
}

const newRevision = () => randomBytes(9).toString('base64url');

function setPath(target: Record<string, unknown>, path: string, value: unknown, onlyIfMissing: boolean): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] as string;
  if (!onlyIfMissing || node[last] === undefined) node[last] = structuredClone(value);
}

function unsetPath(target: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) {
    node = (node as Record<string, unknown>)[key];
    if (typeof node !== 'object' || node === null) return;
  }
  delete (node as Record<string, unknown>)[keys[keys.length - 1] as string];
}

/** Stamps a written document as Sanity does: a new revision, the write time, the creation time kept. */
function stamped(document: StoredDocument, previous: StoredDocument | null, now: string): StoredDocument {
  return {
    ...document,
    _rev: newRevision(),
    _createdAt: previous?._createdAt ?? document._createdAt ?? now,
    _updatedAt: now,
  };
}

/**
 * Applies a transaction to `byId` (all or nothing: a refused mutation leaves it untouched) and says what changed.
 */
export function applyMutations(byId: Map<string, StoredDocument>, mutations: Mutation[]): DocumentChange[] {
  const working = new Map(byId);
  const changes: DocumentChange[] = [];
  const now = new Date().toISOString();
  for (const mutation of mutations) {
    if ('create' in mutation || 'createOrReplace' in mutation || 'createIfNotExists' in mutation) {
      const document = (
        'create' in mutation
          ? mutation.create
          : 'createOrReplace' in mutation
            ? mutation.createOrReplace
            : mutation.createIfNotExists
      ) as StoredDocument;
      const previous = working.get(document._id) ?? null;
      if (previous && 'create' in mutation) {
        throw new MutationError(`Document by ID "${document._id}" already exists`, 409);
      }
      if (previous && 'createIfNotExists' in mutation) continue;
      const result = stamped(document, previous, now);
      working.set(result._id, result);
      changes.push({ id: result._id, operation: previous ? 'update' : 'create', previous, result, mutation });
    } else if ('patch' in mutation) {
      const { id, ifRevisionID, set, setIfMissing, unset } = mutation.patch;
      const previous = working.get(id);
      if (!previous) throw new MutationError(`Document "${id}" not found`, 404);
      if (ifRevisionID && previous._rev !== ifRevisionID) {
        throw new MutationError(`Document "${id}" has unexpected revision ID ("${ifRevisionID}")`, 409);
      }
      const next: Record<string, unknown> = { ...previous };
      for (const [path, value] of Object.entries(setIfMissing ?? {})) setPath(next, path, value, true);
      for (const [path, value] of Object.entries(set ?? {})) setPath(next, path, value, false);
      for (const path of unset ?? []) unsetPath(next, path);
      const result = stamped({ ...(next as StoredDocument), _id: previous._id, _type: previous._type }, previous, now);
      working.set(id, result);
      changes.push({ id, operation: 'update', previous, result, mutation });
    } else {
      const { id } = mutation.delete;
      const previous = working.get(id) ?? null;
      // Deleting what is not there is no error in Sanity's API, and no change.
      if (!previous) continue;
      working.delete(id);
      changes.push({ id, operation: 'delete', previous, result: null, mutation });
    }
  }
  byId.clear();
  for (const [id, document] of working) byId.set(id, document);
  return changes;
}
