#!/usr/bin/env node
/**
 * Builds the Ladle catalogue into catalogue/build (served by the production server at /catalogue/).
 * `ladle build` exits 0 even when it fails, so success is judged by catalogue/build/meta.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogueDir = path.join(root, 'catalogue');
const outDir = path.join(catalogueDir, 'build');
const metaPath = path.join(outDir, 'meta.json');
const ladleBin = path.join(root, 'node_modules', '@ladle', 'react', 'lib', 'cli', 'cli.js');

// A stale meta.json from an earlier build must not pass for this one.
rmSync(outDir, { recursive: true, force: true });

const started = Date.now();
const result = spawnSync(process.execPath, [ladleBin, 'build'], { cwd: catalogueDir, stdio: 'inherit' });
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (result.error) {
  console.error(`catalogue: could not start ladle build: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`catalogue: ladle build exited with ${result.status ?? result.signal}`);
  process.exit(1);
}
if (!existsSync(metaPath)) {
  console.error(`catalogue: ladle build did not write ${path.relative(root, metaPath)}: the build failed (see above).`);
  process.exit(1);
}

let storyCount = 0;
try {
  storyCount = Object.keys(JSON.parse(readFileSync(metaPath, 'utf8')).stories ?? {}).length;
} catch (error) {
  console.error(`catalogue: ${path.relative(root, metaPath)} is not valid JSON: ${error}`);
  process.exit(1);
}
if (storyCount === 0) {
  console.error('catalogue: the build contains no stories.');
  process.exit(1);
}
console.log(`catalogue: built ${storyCount} stories into ${path.relative(root, outDir)} in ${seconds} s`);
