/**
 * Writes fixtures/content/dataset.ndjson: the embedded content dataset, one document per line,
 * sorted by _id. Deterministic. Run with `npx tsx scripts/build-dataset.ts` (after
 * scripts/build-media.ts when illustrations change).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDataset, serializeDataset } from '@fixtures/content/src/build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'fixtures/content/dataset.ndjson');

const docs = buildDataset();
writeFileSync(out, serializeDataset(docs));

const counts = new Map<string, number>();
for (const d of docs) {
  const type = d._id.startsWith('drafts.') ? `${d._type} (draft)` : d._type;
  counts.set(type, (counts.get(type) ?? 0) + 1);
}
console.log(`Wrote ${docs.length} documents to ${out}`);
for (const [type, n] of [...counts].sort()) console.log(`  ${type}: ${n}`);
