import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failedTests.mjs';

// Trimmed from real reports of a run with one passing and one failing test.
const vitestReport = {
  testResults: [
    {
      name: '/repo/runtime/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'group passes', status: 'passed', failureMessages: [] },
        {
          fullName: 'group fails here',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected 1 to be 2 // Object.is equality\n    at /repo/runtime/a.test.ts:2:99',
          ],
        },
      ],
    },
    {
      name: '/repo/runtime/b.test.ts',
      status: 'failed',
      message: '\n\u001b[31mSyntaxError: Unexpected token\u001b[39m\n    at b.test.ts:1:1',
      assertionResults: [],
    },
    { name: '/repo/runtime/c.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'x.spec.ts',
      file: 'x.spec.ts',
      line: 0,
      specs: [
        {
          title: 'loads',
          file: 'x.spec.ts',
          line: 3,
          tests: [{ status: 'flaky', results: [{ status: 'failed', error: { message: 'Timed out 5000ms' } }] }],
        },
      ],
      suites: [
        {
          title: 'group',
          file: 'x.spec.ts',
          line: 2,
          specs: [
            { title: 'passes', file: 'x.spec.ts', line: 3, tests: [{ status: 'expected', results: [] }] },
            {
              title: 'fails here',
              file: 'x.spec.ts',
              line: 4,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { status: 'failed', error: { message: 'Error: one is two\n\n\u001b[2mexpect(…)\u001b[22m' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the end of `npm test` names what failed, so that the last lines of a CI run are enough', () => {
  it('a failed unit test by file, full name and the first line of its message; a file that failed to load by its error', () => {
    expect(vitestFailures(vitestReport, '/repo')).toEqual([
      'runtime/a.test.ts › group fails here: AssertionError: expected 1 to be 2 // Object.is equality',
      'runtime/b.test.ts: SyntaxError: Unexpected token',
    ]);
  });

  it('a failed or flaky browser test by file, line and its describe titles', () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      'x.spec.ts:3 › loads (flaky): Timed out 5000ms',
      'x.spec.ts:4 › group › fails here (unexpected): Error: one is two',
    ]);
  });

  it('a green run names nothing', () => {
    expect(vitestFailures({ testResults: [vitestReport.testResults[2]] }, '/repo')).toEqual([]);
    expect(playwrightFailures({ suites: [] })).toEqual([]);
  });
});
