// The failed tests' names from Vitest's and Playwright's JSON reports, for the end of `npm test`'s output.
import { stripVTControlCharacters } from 'node:util';

/** The first line of a failure message, without colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Vitest's JSON report (Jest's shape): files, each with its assertions. */
export function vitestFailures(report, root = process.cwd()) {
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
    return failed.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Playwright's JSON report: a suite per file, holding describe blocks and specs; each spec has a test per project. */
export function playwrightFailures(report) {
  const specs = (suite, titles) => [
    ...(suite.specs ?? []).map((spec) => ({ spec, titles: [...titles, spec.title] })),
    ...(suite.suites ?? []).flatMap((inner) => specs(inner, [...titles, inner.title])),
  ];
  return report.suites
    .flatMap((file) => specs(file, []))
    .flatMap(({ spec, titles }) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${titles.join(' › ')} (${test.status}): ${firstLine(error)}`;
        }),
    );
}
