// `npm test`: everything, in order — type-check, lint/format, unit and component tests, build,
// catalogue build, then browser and axe tests in Debian's Chromium. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './failedTests.mjs';

const results = { passed: 0, failed: 0 };
const failures = [];
/** The names of the failed tests, repeated at the end so that the last lines of a run say what failed. */
const failedTests = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A step that is one check of its own (type-check, lint, build). */
function step(label, command, args, env) {
  const ok = run(label, command, args, env);
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
  return ok;
}

/** A test runner whose JSON report gives the counts. */
function suite(label, command, args, report, count, env) {
  rmSync(report, { force: true });
  const ok = run(label, command, args, env);
  if (!existsSync(report)) {
    results.failed += 1;
    failures.push(`${label} (no report)`);
    return false;
  }
  const { passed, failed, names } = count(JSON.parse(readFileSync(report, 'utf8')));
  failedTests.push(...names);
  results.passed += passed;
  results.failed += failed;
  if (!ok || failed > 0) failures.push(label);
  if (!ok && failed === 0) results.failed += 1;
  return ok;
}

const bin = (name) => `node_modules/.bin/${name}`;

step('type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint and format', bin('biome'), ['check', '.']);
suite(
  'unit and component tests',
  'node',
  [
    '--import',
    './scripts/node20-polyfills.mjs',
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/vitest.json',
  ],
  'test-results/vitest.json',
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests, names: vitestFailures(report) }),
);
const built = step('build (site and catalogue)', 'npm', ['run', 'build']);
if (built) {
  step('Debian Chromium and Varnish present', 'node', ['scripts/ensure-test-packages.mjs']);
  suite(
    'browser and axe tests',
    bin('playwright'),
    ['test'],
    'test-results/playwright.json',
    (report) => ({
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      names: playwrightFailures(report),
    }),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
  );
} else {
  results.failed += 1;
  failures.push('browser and axe tests (not run: the build failed)');
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✘ ${name}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
