import { readFileSync } from 'node:fs';

/** A Sanity document as stored: at least an id and a type. */
export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Reads a Sanity export (ndjson: one document per line). */
export function readNdjson(file: string): StoredDocument[] {
  const text = readFileSync(file, 'utf8');
  const documents: StoredDocument[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const parsed = JSON.parse(line) as StoredDocument;
    if (typeof parsed._id !== 'string' || typeof parsed._type !== 'string') {
      throw new Error(`${file}:${index + 1}: a document needs _id and _type`);
    }
    documents.push(parsed);
  }
  return documents;
}

const isDraft = (id: string) => id.startsWith('drafts.');
const isVersion = (id: string) => id.startsWith('versions.');

/** What the published perspective sees: no drafts, no versions. */
export function publishedView(documents: StoredDocument[]): StoredDocument[] {
  return documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
}

/**
 * What the previewDrafts perspective sees: each draft replaces its published document and takes
 * the published id, so references keep resolving.
 */
export function previewDraftsView(documents: StoredDocument[]): StoredDocument[] {
  const byId = new Map<string, StoredDocument>();
  for (const doc of documents) {
    if (isVersion(doc._id)) continue;
    if (!isDraft(doc._id) && !byId.has(doc._id)) byId.set(doc._id, doc);
  }
  for (const doc of documents) {
    if (!isDraft(doc._id)) continue;
    const publishedId = doc._id.slice('drafts.'.length);
    byId.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
  }
  return [...byId.values()];
}
