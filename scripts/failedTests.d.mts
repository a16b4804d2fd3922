/** Types of failedTests.mjs, a plain script module that `npm test` runs before anything is compiled. */
export function vitestFailures(report: unknown, root?: string): string[];
export function playwrightFailures(report: unknown): string[];
