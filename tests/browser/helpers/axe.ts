import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page and story must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe violations as readable text: rule, impact, help, then each failing element and why. */
export function formatViolations(violations: AxeViolation[], context: string): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n\s*/g, '\n      ');
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      return `[${context}] ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * The full WCAG 2.2 A and AA run on a page, in axe's legacy mode: our document only (third-party
 * embed frames are not ours to fix) and without the per-frame injection that makes it slow.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS).analyze();
  expect(results.violations, formatViolations(results.violations, context)).toEqual([]);
}
