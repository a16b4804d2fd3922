import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The WCAG levels every page and story must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Which axe rules to run: rules by WCAG tag (the full set by default) or by id. */
export type AxeRunOnly = { type: 'tag' | 'rule'; values: string[] };

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
 * The axe options of every run: only violations come back (passes and inapplicable rules cost as much again), and
 * only our document is checked (third-party embed frames are not ours to fix).
 */
export const AXE_RUN_OPTIONS: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'], iframes: false };

/** axe-core's browser bundle, the same file @axe-core/playwright injects. */
const AXE_SOURCE = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
  'axe-core/axe.min.js',
);

/**
 * Makes axe-core part of every document the context loads (an init script the browser evaluates before the page's
 * own scripts), for tests that check many pages: `axeViolations` then runs it in place instead of injecting ~0.5 MB
 * of script through the DevTools protocol after each load (about 0.4 s a page on this machine).
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SOURCE });
}

/**
 * axe's violations on the page, in axe's legacy mode: our document only (third-party embed frames are
 * not ours to fix) and without the per-frame injection that makes it slow. The first run on a document
 * injects axe-core through AxeBuilder; later runs on the same document (a catalogue story re-rendered in
 * place) call the injected `window.axe` directly instead of re-injecting ~0.5 MB of script.
 */
export async function axeViolations(
  page: Page,
  runOnly: AxeRunOnly = { type: 'tag', values: WCAG_TAGS },
): Promise<AxeViolation[]> {
  const violations = await page.evaluate(
    async ({ only, options }) => {
      const injected = (
        window as unknown as {
          axe?: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      if (!injected) return null;
      return (await injected.run(document, { ...options, runOnly: only })).violations;
    },
    { only: runOnly, options: AXE_RUN_OPTIONS },
  );
  if (violations) return violations as AxeViolation[];
  const builder = new AxeBuilder({ page }).setLegacyMode().options(AXE_RUN_OPTIONS);
  const results = await (runOnly.type === 'tag'
    ? builder.withTags(runOnly.values)
    : builder.withRules(runOnly.values)
  ).analyze();
  return results.violations;
}

/** The full WCAG 2.2 A and AA run on a page: no violations. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations, context)).toEqual([]);
}
