import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaticData } from '@design-system/primitives/StaticIsland';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import { sanityImageUrls } from '../content/image.mapper';
import type { StoredDocument } from '../source/dataset';
import { createEmbeddedSourceFromDocuments } from '../source/embedded-source';
import { mapPage, type PageView } from './page.mapper';

/**
 * The list rules of the spec and the spec over a small hand-made dataset with more documents than any limit, so that
 * dropping a limit, or a filter, fails a test (the embedded dataset has only two current and two upcoming exhibitions).
 */

type Locale = 'da' | 'en';
const TODAY = '2026-11-22';

const doc = (type: string, site: string, locale: Locale, name: string, fields: Record<string, unknown> = {}) => ({
  _id: `${type}-${site}-${name}-${locale}`,
  _type: type,
  site,
  locale,
  title: name,
  slug: { _type: 'slug', current: `${type.toLowerCase()}/${name}` },
  ...fields,
});

/** Six exhibitions that have started and not ended (started 1-6 months ago), five that start after today. */
const current = (type: string, site: string) =>
  [1, 2, 3, 4, 5, 6].map((month) =>
    doc(type, site, 'da', `nu-${month}`, {
      period: { from: `2026-${String(11 - month).padStart(2, '0')}-01`, to: '2027-12-31' },
    }),
  );
const upcoming = (type: string, site: string) =>
  [1, 2, 3, 4, 5].map((month) =>
    doc(type, site, 'da', `snart-${month}`, {
      period: { from: `2027-${String(month).padStart(2, '0')}-15`, to: '2027-12-31' },
    }),
  );

const documents = [
  // "Tabbed lists: limit of 4 items": the exhibition overview's tabs current and upcoming.
  doc('exhibitionOverview', 'natmus', 'da', 'udstillinger', { slug: { _type: 'slug', current: 'udstillinger' } }),
  ...current('exhibition', 'natmus'),
  ...upcoming('exhibition', 'natmus'),
  // An exhibition of another site and one in English: in neither tab.
  doc('exhibition', 'krigsmuseet', 'da', 'andet-sted', { period: { from: '2026-10-15', to: '2027-12-31' } }),
  doc('exhibition', 'natmus', 'en', 'in-english', { period: { from: '2026-10-20', to: '2027-12-31' } }),

  // "… or all items for the … research units lists": the project overview's tabs are limited, its research units not.
  doc('projectOverview', 'forskning', 'da', 'projekter', { slug: { _type: 'slug', current: 'projekter' } }),
  ...current('project', 'forskning'),
  ...upcoming('project', 'forskning'),
  ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => doc('researchUnit', 'forskning', 'da', `enhed-${name}`)),

  // "… all items for the education topic … lists": every topic of a theme.
  doc('educationTheme', 'natmus', 'da', 'vikingetiden', {
    slug: { _type: 'slug', current: 'undervisning/vikingetiden' },
  }),
  ...[1, 2, 3, 4, 5, 6].map((n) =>
    doc('educationTopic', 'natmus', 'da', `forloeb-${n}`, {
      orderRank: `0|00000${n}:`,
      parent: { _type: 'reference', _ref: 'educationTheme-natmus-vikingetiden-da' },
    }),
  ),

  // "Press releases show when the locale matches and either cross-site is enabled or the site matches."
  doc('pressOverview', 'natmus', 'da', 'presse', { slug: { _type: 'slug', current: 'presse' }, crossSite: false }),
  doc('pressOverview', 'natmus', 'en', 'press', { slug: { _type: 'slug', current: 'press' }, crossSite: true }),
  doc('pressRelease', 'natmus', 'da', 'egen-dansk', { publishedDate: '2026-10-01' }),
  doc('pressRelease', 'forskning', 'da', 'forskning-dansk', { publishedDate: '2026-10-02' }),
  doc('pressRelease', 'natmus', 'en', 'own-english', { publishedDate: '2026-10-03' }),
  doc('pressRelease', 'forskning', 'en', 'research-english', { publishedDate: '2026-10-04' }),
  doc('pressRelease', 'forskning', 'da', 'forskning-ældre', { publishedDate: '2026-09-01' }),
] as unknown as StoredDocument[];

const source = createEmbeddedSourceFromDocuments(documents);
const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });

async function pageAt(site: SiteId, path: string): Promise<PageView> {
  const outcome = await loadPage({ site, path }, { source, hosts, clock: () => new Date(`${TODAY}T10:00:00Z`) });
  if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${path} (${outcome.kind})`);
  return mapPage(outcome.page, { site, locale: outcome.locale as Locale, hosts, images, today: TODAY });
}

type Titled = { title: string };
const titles = (items: Titled[] | undefined) => (items ?? []).map((item) => item.title);
/** An overview list's or tab's teasers: static data, which only their static part reads. */
type Teasers = StaticData<Titled[]> | null | undefined;
const listTitles = (items: Teasers) => titles(items ? readStaticData(items, 'an overview list') : undefined);
const props = (view: PageView) => view.template.props as Record<string, unknown>;

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('spec: "Tabbed lists: limit of 4 items, or all items for the education topic and research units lists"', () => {
  it('the exhibition overview’s tabs show 4 of the 6 current and 4 of the 5 upcoming exhibitions', async () => {
    const tabs = props(await pageAt('natmus', '/udstillinger')).tabs as Record<'current' | 'upcoming', Teasers>;
    // Current: the most recently opened first; upcoming: the soonest first.
    expect(listTitles(tabs.current)).toEqual(['nu-1', 'nu-2', 'nu-3', 'nu-4']);
    expect(listTitles(tabs.upcoming)).toEqual(['snart-1', 'snart-2', 'snart-3', 'snart-4']);
  });

  it('the project overview’s tabs are limited to 4; its research units list shows all 6', async () => {
    const page = props(await pageAt('forskning', '/projekter')) as {
      tabs: Record<'current' | 'upcoming', Teasers>;
      lists: { key: string; items: Teasers }[];
    };
    expect(listTitles(page.tabs.current)).toHaveLength(4);
    expect(listTitles(page.tabs.upcoming)).toHaveLength(4);
    expect(listTitles(page.lists.find((list) => list.key === 'researchUnits')?.items)).toEqual([
      'enhed-a',
      'enhed-b',
      'enhed-c',
      'enhed-d',
      'enhed-e',
      'enhed-f',
    ]);
  });

  it('an education theme lists all 6 of its topics', async () => {
    const topics = props(await pageAt('natmus', '/undervisning/vikingetiden')).topics as Titled[];
    expect(titles(topics)).toEqual(['forloeb-1', 'forloeb-2', 'forloeb-3', 'forloeb-4', 'forloeb-5', 'forloeb-6']);
  });
});

describe('spec: "Press releases show when the locale matches and either cross-site is enabled or the site matches"', () => {
  const releases = async (path: string) =>
    listTitles((props(await pageAt('natmus', path)).lists as { items: Teasers }[])[0]?.items);

  it('cross-site off: only the site’s own releases in the page’s locale (another site’s release and an English one are left out)', async () => {
    expect(await releases('/presse')).toEqual(['egen-dansk']);
  });

  it('cross-site on: every site’s releases, still only in the page’s locale, newest first', async () => {
    expect(await releases('/en/press')).toEqual(['research-english', 'own-english']);
  });
});
