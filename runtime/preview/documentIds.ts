import type { StoredDocument } from '../cms/source/dataset';

/** Content-platform identifiers: drafts carry `drafts.`, versions `versions.{versionName}.`. */
export const DRAFTS_PREFIX = 'drafts.';
export const VERSIONS_PREFIX = 'versions.';
/** "a version name cannot be published or drafts". */
export const RESERVED_VERSION_NAMES = ['published', 'drafts'] as const;

export type DocumentIdKind =
  | { kind: 'published'; publishedId: string }
  | { kind: 'draft'; publishedId: string }
  | { kind: 'version'; publishedId: string; versionName: string };

/** A version name: letters, digits, `_` and `-`, and never `published` or `drafts`. */
export function isValidVersionName(name: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(name) && !(RESERVED_VERSION_NAMES as readonly string[]).includes(name);
}

/** What an id is: a published document, a draft, or a version of a release; null for a malformed id. */
export function parseDocumentId(id: string): DocumentIdKind | null {
  if (id.startsWith(DRAFTS_PREFIX)) {
    const publishedId = id.slice(DRAFTS_PREFIX.length);
    return publishedId ? { kind: 'draft', publishedId } : null;
  }
  if (id.startsWith(VERSIONS_PREFIX)) {
    const rest = id.slice(VERSIONS_PREFIX.length);
    const dot = rest.indexOf('.');
    if (dot <= 0) return null;
    const versionName = rest.slice(0, dot);
    const publishedId = rest.slice(dot + 1);
    if (!publishedId || !isValidVersionName(versionName)) return null;
    return { kind: 'version', publishedId, versionName };
  }
  return id ? { kind: 'published', publishedId: id } : null;
}

/**
 * What an editor previews: drafts over published, and optionally releases stacked above the drafts
 * (first name wins). Each document appears once under its published id, so references resolve;
 * `_originalId` keeps where it came from. Malformed ids and reserved version names are ignored.
 */
export function perspectiveView(documents: StoredDocument[], releases: readonly string[] = []): StoredDocument[] {
  const rank = (parsed: DocumentIdKind): number => {
    if (parsed.kind === 'published') return 0;
    if (parsed.kind === 'draft') return 1;
    const index = releases.indexOf(parsed.versionName);
    return index < 0 ? -1 : 2 + (releases.length - index);
  };
  const best = new Map<string, { rank: number; doc: StoredDocument }>();
  for (const doc of documents) {
    const parsed = parseDocumentId(doc._id);
    if (!parsed) continue;
    const r = rank(parsed);
    if (r < 0) continue;
    const current = best.get(parsed.publishedId);
    if (!current || r > current.rank) {
      best.set(parsed.publishedId, {
        rank: r,
        doc: r === 0 ? doc : { ...doc, _id: parsed.publishedId, _originalId: doc._id },
      });
    }
  }
  return [...best.values()].map((entry) => entry.doc);
}

/**
 * The studio's preview perspective (`sanity-preview-perspective`: `drafts`, `published`, or a comma
 * list of releases ending in `drafts`) as the release names to stack; invalid names are dropped.
 */
export function releasesFromPerspective(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && isValidVersionName(name));
}
