// `npm run bench`: measures the production build and writes bench/RESULTS.md.
// It measures what `npm run build` made; when dist/ is missing it runs the build first. After changing
// the code, run `npm run build` yourself so the figures are of the current code.
// Options by environment (bench/server.bench.ts): BENCH_DURATION=3 for a quick run, BENCH_SECTIONS, ...
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(join(root, 'dist/server/index.mjs')) || !existsSync(join(root, 'dist/assets.json'))) {
  console.log('[bench] no production build in dist/: running `npm run build` first');
  run('npm', ['run', 'build']);
}
// Lighthouse drives Debian's Chromium, and the varnish section runs Debian's Varnish (with varnish-modules for the
// VCL's xkey); install them when missing (as the browser tests do). The default sections include both.
const sections = process.env.BENCH_SECTIONS;
if (!sections || sections.includes('vitals')) {
  run(process.execPath, ['scripts/ensure-test-packages.mjs', '--with-chromium']);
} else if (sections.includes('varnish')) {
  run(process.execPath, ['scripts/ensure-test-packages.mjs', '--varnish-only']);
}
run(process.execPath, ['--import', 'tsx', 'bench/server.bench.ts']);
