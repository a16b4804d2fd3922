import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pageTypes } from '@runtime/cms/pages/pageTypes';

/** The site pages of the embedded dataset, for tests that visit every page of every site and locale. */
export interface DatasetPage {
  id: string;
  type: string;
  site: string;
  locale: string;
  path: string;
  title: string;
  /** The page's seo adds a hidden first-level heading, which is then the page's only h1. */
  injectedH1: boolean;
  /** The page asks search engines not to index it. */
  noindex: boolean;
}

export const PRODUCTION_SITES = [
  'natmus',
  'forskning',
  'bevaring',
  'samling',
  'frilandsmuseet',
  'krigsmuseet',
  'kronborg',
  'kongernes-jelling',
  'trelleborg',
] as const;

const ROOT = join(import.meta.dirname, '../../..');

export function datasetDocuments(): Record<string, unknown>[] {
  return readFileSync(join(ROOT, 'fixtures/content/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The public path of a page document (front page: the locale's root). */
export function documentPath(doc: Record<string, unknown>): string {
  const locale = String(doc.locale);
  const slug = doc._type === 'frontPage' ? '' : String((doc.slug as { current: string }).current);
  const prefix = locale === 'da' ? '' : `/${locale}`;
  return slug ? `${prefix}/${slug}` : prefix || '/';
}

/** Published pages of the production sites (every page type by default), with their public paths. */
export function datasetPages(types: readonly string[] = Object.keys(pageTypes)): DatasetPage[] {
  return datasetDocuments()
    .filter((doc) => types.includes(String(doc._type)) && !String(doc._id).startsWith('drafts.'))
    .filter((doc) => (PRODUCTION_SITES as readonly string[]).includes(String(doc.site)))
    .map((doc) => ({
      id: String(doc._id),
      type: String(doc._type),
      site: String(doc.site),
      locale: String(doc.locale),
      path: documentPath(doc),
      title: String(doc.title),
      injectedH1: Boolean((doc.seo as { injectedH1?: string } | undefined)?.injectedH1),
      noindex: (doc.seo as { indexingOptions?: string } | undefined)?.indexingOptions === 'noindex',
    }));
}

/**
 * The pages the full axe run visits in a real browser: the fewest that cover every page type in
 * every locale ("every page type renders in every locale … with axe zero violations"), every
 * page type on every site that has it, and every site in every locale. The other pages of a
 * (site, type, locale) share its template and markup; each of them is still requested and checked
 * over HTTP below. Greedy set cover, deterministic (pages sorted by id).
 */
export function axeCoverPages(all: DatasetPage[]): DatasetPage[] {
  const keysOf = (page: DatasetPage) => [
    `type-locale ${page.type} ${page.locale}`,
    `site-type ${page.site} ${page.type}`,
    `site-locale ${page.site} ${page.locale}`,
  ];
  const uncovered = new Set(all.flatMap(keysOf));
  const candidates = [...all].sort((a, b) => a.id.localeCompare(b.id));
  const chosen: DatasetPage[] = [];
  while (uncovered.size > 0) {
    let best: DatasetPage | undefined;
    let bestGain = 0;
    for (const page of candidates) {
      const gain = keysOf(page).filter((key) => uncovered.has(key)).length;
      if (gain > bestGain) {
        best = page;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of keysOf(best)) uncovered.delete(key);
  }
  return chosen;
}

/**
 * One page of each page type in the dataset: on the main site in Danish where it has one, else on a site that has
 * the type (the byte budgets and the benchmark measure these).
 */
export function onePagePerType(): DatasetPage[] {
  const byType = new Map<string, DatasetPage>();
  const score = (page: DatasetPage) => (page.site === 'natmus' ? 2 : 0) + (page.locale === 'da' ? 1 : 0);
  for (const page of datasetPages()) {
    const best = byType.get(page.type);
    if (!best || score(page) > score(best)) byType.set(page.type, page);
  }
  return [...byType.values()];
}

/** The origin that selects a site by host name (`localhost` is the main site). */
export function siteOrigin(site: string, port: number): string {
  return site === 'natmus' ? `http://localhost:${port}` : `http://${site}.localhost:${port}`;
}

/** The page has hydrated: the production client pushes its first page view once hydration ends. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { dataLayer?: unknown[] }).dataLayer !== undefined);
}

/**
 * The link to a translation in the header's language menu (a compact disclosure in the bar), opened first when it is
 * closed. `label` is the switcher's name in the page's language.
 */
export async function languageLink(page: Page, language: RegExp, label = 'Vælg sprog') {
  const switcher = page.getByRole('navigation', { name: label });
  const summary = switcher.locator('summary');
  if (
    (await summary.count()) > 0 &&
    !(await switcher.locator('details').evaluate((d) => (d as HTMLDetailsElement).open))
  )
    await summary.click();
  return switcher.getByRole('link', { name: language });
}
