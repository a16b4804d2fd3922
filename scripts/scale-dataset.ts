import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNdjson, type StoredDocument } from '@runtime/cms/source/dataset';

/**
 * The embedded dataset multiplied, for the growth figures of `npm run bench`: every
 * document that is not one of a kind per site and locale is copied `factor - 1` times with a new id
 * (`{id}-x{n}`, drafts keep their `drafts.` prefix), a new slug (`{slug}-x{n}`) and, for redirects, a
 * new source path; a reference to a copied document points at the same copy of it, so each copy is
 * a consistent second museum's worth of pages, events and translations. The site's one-of-a-kind
 * documents (front page, site settings, navigation, 404 page, opening hours) and the media assets
 * are kept once.
 *
 *   npx tsx scripts/scale-dataset.ts 10 [out.ndjson] [in.ndjson]
 *
 * Serve the result with `CONTENT_DATASET=out.ndjson node dist/server/index.mjs` (README).
 */

/** One of a kind per site and locale (looked up by site and locale, not by slug), or shared media. */
const KEPT_ONCE = new Set([
  'frontPage',
  'siteConfig',
  'navigation',
  'notFoundPage',
  'openingHours',
  'sanity.imageAsset',
  'sanity.fileAsset',
]);

const DRAFT = 'drafts.';

function publishedId(id: string): string {
  return id.startsWith(DRAFT) ? id.slice(DRAFT.length) : id;
}

function copyId(id: string, copy: number): string {
  return id.startsWith(DRAFT) ? `${DRAFT}${publishedId(id)}-x${copy}` : `${id}-x${copy}`;
}

/** A deep copy with references to copied documents re-pointed and slugs made unique. */
function rewrite(value: unknown, copy: number, copied: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, copy, copied));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object)) {
    if (key === '_ref' && typeof field === 'string' && copied.has(publishedId(field))) {
      result[key] = copyId(field, copy);
    } else if (key === 'current' && object._type === 'slug' && typeof field === 'string' && field) {
      result[key] = `${field}-x${copy}`;
    } else {
      result[key] = rewrite(field, copy, copied);
    }
  }
  return result;
}

export function scaleDocuments(documents: StoredDocument[], factor: number): StoredDocument[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`The factor must be a whole number ≥ 1, not ${factor}`);
  const copied = new Set(documents.filter((doc) => !KEPT_ONCE.has(doc._type)).map((doc) => publishedId(doc._id)));
  const result = [...documents];
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const doc of documents) {
      if (!copied.has(publishedId(doc._id))) continue;
      const clone = rewrite(doc, copy, copied) as StoredDocument;
      clone._id = copyId(doc._id, copy);
      if (doc._type === 'redirect' && typeof doc.from === 'string') clone.from = `${doc.from}-x${copy}`;
      result.push(clone);
    }
  }
  return result;
}

/** Writes the scaled dataset; returns its document count. */
export function writeScaledDataset(
  factor: number,
  outFile: string,
  inFile = 'fixtures/content/dataset.ndjson',
): number {
  const scaled = scaleDocuments(readNdjson(resolve(inFile)), factor);
  mkdirSync(dirname(resolve(outFile)), { recursive: true });
  writeFileSync(resolve(outFile), `${scaled.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  return scaled.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const factor = Number(process.argv[2] ?? 10);
  const outFile = process.argv[3] ?? `.cache/dataset.x${factor}.ndjson`;
  const count = writeScaledDataset(factor, outFile, process.argv[4]);
  console.log(`${outFile}: ${count} documents (×${factor})`);
}
