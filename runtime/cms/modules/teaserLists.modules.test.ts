import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockModel } from '@design-system/blocks/BlockList';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '@runtime/cms/source/embedded-source';
import { loadPage } from '@runtime/loader/page-loader';
import type { SiteId } from '@runtime/sites/registry';
import { hosts, images, ref } from '@tests/support/inlineDocuments';
import type { MapContext } from '../content/context';
import { mapPage } from '../pages/page.mapper';
import { mapModules } from './index';

/**
 * The teaser-list modules through the real page query (groq-js over a small dataset built here): every rule has
 * more candidates than its limit, and newer candidates that the rule must leave out (another site, another locale,
 * a type the site does not enable, the page itself, a page without a slug), so each test fails if its rule breaks.
 */

const ctx = (site: SiteId): MapContext => ({ site, locale: 'da', hosts, images, today: '2026-11-22' });

const pad = (n: number) => String(n).padStart(2, '0');

/** Natmus exhibitions 1-14 in Danish, updated one day apart (14 newest); odd ones tagged Vikingetid. */
const exhibitions: StoredDocument[] = Array.from({ length: 14 }, (_, index) => {
  const n = index + 1;
  return {
    _id: `exhibition-${n}`,
    _type: 'exhibition',
    _updatedAt: `2026-01-${pad(n)}T10:00:00Z`,
    site: 'natmus',
    locale: 'da',
    title: `Udstilling ${n}`,
    slug: { current: `udstillinger/udstilling-${n}` },
    subtitle: `Undertitel ${n}`,
    tags: n % 2 === 1 ? ['Vikingetid', 'Handel'] : ['Bronzealder'],
    // 1-3 ended before 2026-11-22; the others start a month apart (14 first), 4 has no end.
    period:
      n <= 3
        ? { from: `2025-0${n}-01`, to: '2026-06-30' }
        : n === 4
          ? { from: '2026-12-01' }
          : { from: `2027-${pad(15 - n)}-01`, to: '2028-12-31' },
  };
});

/** Newer than every exhibition above, and each left out by one of the rules. */
const intruders: StoredDocument[] = [
  {
    _id: 'exhibition-en',
    _type: 'exhibition',
    _updatedAt: '2026-02-01T10:00:00Z',
    site: 'natmus',
    locale: 'en',
    title: 'An English exhibition',
    slug: { current: 'exhibitions/english' },
    tags: ['Vikingetid'],
  },
  {
    _id: 'exhibition-krigsmuseet',
    _type: 'exhibition',
    _updatedAt: '2026-02-02T10:00:00Z',
    site: 'krigsmuseet',
    locale: 'da',
    title: 'Soldat 1864',
    slug: { current: 'udstillinger/soldat-1864' },
    tags: ['Vikingetid'],
  },
  {
    _id: 'project-natmus',
    _type: 'project',
    _updatedAt: '2026-02-03T10:00:00Z',
    site: 'natmus',
    locale: 'da',
    title: 'Et projekt på et site uden projekter',
    slug: { current: 'projekter/uden-projekter' },
    tags: ['Vikingetid'],
  },
  {
    _id: 'exhibition-no-slug',
    _type: 'exhibition',
    _updatedAt: '2026-02-04T10:00:00Z',
    site: 'natmus',
    locale: 'da',
    title: 'Uden adresse',
    tags: ['Vikingetid'],
  },
  {
    _id: 'exhibition-no-title',
    _type: 'exhibition',
    _updatedAt: '2026-02-05T10:00:00Z',
    site: 'natmus',
    locale: 'da',
    slug: { current: 'udstillinger/uden-titel' },
    tags: ['Vikingetid'],
  },
];

const projects: StoredDocument[] = [1, 2, 3, 4, 5].map((n) => ({
  _id: `project-${n}`,
  _type: 'project',
  _updatedAt: `2026-03-0${n}T10:00:00Z`,
  site: n === 5 ? 'bevaring' : 'forskning',
  locale: 'da',
  title: `Projekt ${n}`,
  slug: { current: `projekter/projekt-${n}` },
  description: `Et forskningsprojekt om vikingetiden, nummer ${n}.`,
  period: { from: `202${n}-01-01`, to: '2030-12-31' },
}));

const podcasts: StoredDocument[] = [
  {
    _id: 'podcastShowPage-bevaring',
    _type: 'podcastShowPage',
    site: 'bevaring',
    locale: 'da',
    title: 'Bag om bevaring',
    slug: { current: 'podcasts/bag-om-bevaring' },
    teaser: 'Konservatorerne fortæller om genstandene på deres arbejdsborde.',
    seasons: [{ _key: 's1' }, { _key: 's2' }],
  },
  {
    _id: 'podcastEpisodePage-voks',
    _type: 'podcastEpisodePage',
    site: 'bevaring',
    locale: 'da',
    title: 'Når voks bliver til fund',
    slug: { current: 'podcasts/voks' },
    teaser: 'Et segl af bivoks fra 1300-tallet er revnet.',
    publishedAt: '2026-02-11',
    duration: 1_854_000,
    seasonName: 'Sæson 2',
    episodeNumber: 1,
    show: { _type: 'reference', _ref: 'podcastShowPage-bevaring' },
    description: [{ _type: 'block', _key: 'b', children: [] }],
  },
];

const others: StoredDocument[] = [
  {
    _id: 'collection-1',
    _type: 'collection',
    site: 'samling',
    locale: 'da',
    title: 'Oldsagssamlingen',
    slug: { current: 'samlinger/oldsagssamlingen' },
    intro: 'Over to millioner genstande fra Danmarks oldtid og middelalder.',
  },
  {
    _id: 'service-1',
    _type: 'service',
    site: 'bevaring',
    locale: 'da',
    title: 'Konservering af genstande',
    slug: { current: 'ydelser/konservering' },
    intro: 'Vi konserverer genstande for museer, kirker og private.',
  },
];

/** A landing page holding `modules`; by default updated after everything else (it must never list itself). */
const page = (
  site: SiteId,
  slug: string,
  modules: Record<string, unknown>[],
  updatedAt = '2026-12-31T10:00:00Z',
): StoredDocument => ({
  _id: `landingPage-${site}-${slug}`,
  _type: 'landingPage',
  _updatedAt: updatedAt,
  site,
  locale: 'da',
  title: `Side på ${site}`,
  slug: { current: slug },
  modules,
});

const everyListModule = (key: string) => [
  { _type: 'featuredProjects', _key: `${key}-fp`, title: 'Udvalgte projekter', projects: [ref('project-1')] },
  { _type: 'podcastTeaser', _key: `${key}-pt`, reference: { _type: 'reference', _ref: 'podcastEpisodePage-voks' } },
  { _type: 'collectionList', _key: `${key}-cl`, title: 'Samlinger', collections: [ref('collection-1')] },
  { _type: 'serviceList', _key: `${key}-sl`, title: 'Ydelser', services: [ref('service-1')] },
  { _type: 'projectList', _key: `${key}-pl`, title: 'Projekter', projects: [ref('project-1')] },
  { _type: 'featuredCollections', _key: `${key}-fc`, title: 'Samlinger', collections: [ref('collection-1')] },
];

const dataset: StoredDocument[] = [
  ...exhibitions,
  ...intruders,
  ...projects,
  ...podcasts,
  ...others,
  page('natmus', 'relateret', [
    { _type: 'randomRelatedContent', _key: 'random' },
    {
      _type: 'relatedContent',
      _key: 'related',
      title: 'Mere om vikingetiden',
      groups: [
        {
          _key: 'manual',
          _type: 'relatedGroup',
          type: 'manual',
          label: 'Udvalgt',
          items: [
            ref('exhibition-3'),
            ref('exhibition-deleted'),
            ref('exhibition-1'),
            ref('project-natmus'),
            ref('exhibition-no-slug'),
            ref('exhibition-2'),
            ref('exhibition-4'),
            ref('exhibition-5'),
          ],
        },
        { _key: 'tag', _type: 'relatedGroup', type: 'tag', tag: 'Vikingetid' },
        { _key: 'type', _type: 'relatedGroup', type: 'contentType', contentType: 'exhibition' },
        { _key: 'projects', _type: 'relatedGroup', type: 'contentType', contentType: 'project', label: 'Projekter' },
        { _key: 'empty-tag', _type: 'relatedGroup', type: 'tag', tag: 'Ingen sider har dette emne' },
      ],
    },
    {
      _type: 'featuredExhibitions',
      _key: 'featured',
      title: 'Udvalgte udstillinger',
      link: { _key: 'l', type: 'internal', title: 'Se alle udstillinger', reference: { _ref: 'exhibition-1' } },
      exhibitions: [
        ref('exhibition-14'),
        ref('exhibition-deleted'),
        ref('exhibition-2'),
        ref('exhibition-no-slug'),
        ref('project-natmus'),
        ref('exhibition-6'),
        ref('exhibition-8'),
        ref('exhibition-10'),
      ],
    },
    { _type: 'exhibitionList', _key: 'list', title: 'Det kan du se nu og snart' },
  ]),
  page('natmus', 'forkerte-typer', everyListModule('natmus'), '2020-01-01T10:00:00Z'),
  page('forskning', 'projekter-side', [
    ...everyListModule('forskning'),
    { _type: 'projectList', _key: 'auto', title: 'Alle projekter' },
  ]),
  page('bevaring', 'bevaring-side', [
    ...everyListModule('bevaring'),
    { _type: 'podcastTeaser', _key: 'show', reference: { _type: 'reference', _ref: 'podcastShowPage-bevaring' } },
    { _type: 'serviceList', _key: 'auto', title: 'Alle ydelser' },
  ]),
  page('samling', 'samling-side', [
    ...everyListModule('samling'),
    { _type: 'collectionList', _key: 'auto', title: 'Alle samlinger' },
  ]),
];

const source = createEmbeddedSourceFromDocuments(dataset);
const deps = { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') };

async function blocksAt(site: SiteId, path: string): Promise<BlockModel[]> {
  const outcome = await loadPage({ site, path }, deps);
  if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${path}`);
  const view = mapPage(outcome.page, ctx(site));
  if (view.template.type !== 'landingPage') throw new Error('expected a landing page');
  return view.template.props.blocks;
}

function block<T extends BlockModel['_type']>(blocks: BlockModel[], type: T, key?: string) {
  const found = blocks.find((b) => b._type === type && (key === undefined || b._key === key));
  if (!found) throw new Error(`no ${type} block ${key ?? ''}`);
  return found as Extract<BlockModel, { _type: T }>;
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

afterEach(() => vi.restoreAllMocks());

describe('teaser-list modules through the page query', () => {
  it('"Random related content: 10 items, newest updated first, same locale and site."', async () => {
    const random = block(await blocksAt('natmus', '/relateret'), 'randomRelatedContent');
    // 14 candidates; the newer English, war-museum, project (not enabled on natmus), slug-less and title-less pages
    // and the page itself are left out.
    expect(titles(random.items)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Udstilling ${n}`));
    expect(random.title).toBeUndefined();
    expect(random.items[0]).toMatchObject({
      link: { href: '/udstillinger/udstilling-14', kind: 'internal' },
      typeLabel: 'Udstilling',
      description: 'Undertitel 14',
    });
  });

  it('"Related groups by tag or content type: 4 items, newest updated first."', async () => {
    const related = block(await blocksAt('natmus', '/relateret'), 'relatedContent');
    const group = (key: string) => related.groups.find((g) => g.key === key);
    // Seven exhibitions carry the tag, and five newer pages elsewhere or not showable.
    expect(group('tag')?.label).toBe('Vikingetid');
    expect(titles(group('tag')?.items ?? [])).toEqual([
      'Udstilling 13',
      'Udstilling 11',
      'Udstilling 9',
      'Udstilling 7',
    ]);
    expect(group('type')?.label).toBe('Udstilling');
    expect(titles(group('type')?.items ?? [])).toEqual([
      'Udstilling 14',
      'Udstilling 13',
      'Udstilling 12',
      'Udstilling 11',
    ]);
  });

  it('"Tabbed lists: limit of 4 items": a manual group keeps the editor’s order, broken picks left out first', async () => {
    const related = block(await blocksAt('natmus', '/relateret'), 'relatedContent');
    const manual = related.groups.find((g) => g.key === 'manual');
    expect(manual?.label).toBe('Udvalgt');
    // A deleted page, a project (not enabled on natmus) and a page without a slug are dropped before the limit.
    expect(titles(manual?.items ?? [])).toEqual(['Udstilling 3', 'Udstilling 1', 'Udstilling 2', 'Udstilling 4']);
    // A group with nothing to show is left out: projects are not enabled on natmus; no page has the other tag.
    expect(related.groups.map((g) => g.key)).toEqual(['manual', 'tag', 'type']);
    expect(related.title).toBe('Mere om vikingetiden');
  });

  it('featured exhibitions: the editor’s picks in order, at most four, broken references and slug-less pages dropped', async () => {
    const featured = block(await blocksAt('natmus', '/relateret'), 'featuredExhibitions');
    expect(titles(featured.items)).toEqual(['Udstilling 14', 'Udstilling 2', 'Udstilling 6', 'Udstilling 8']);
    expect(featured.title).toBe('Udvalgte udstillinger');
    expect(featured.link).toMatchObject({ label: 'Se alle udstillinger', href: '/udstillinger/udstilling-1' });
    expect(featured.items[0]?.date).toEqual({ from: '2027-01-01', to: '2028-12-31' });
  });

  it('exhibition list without picks: the site’s exhibitions not yet ended, soonest first (an open end as text)', async () => {
    const list = block(await blocksAt('natmus', '/relateret'), 'exhibitionList');
    expect(titles(list.items)).toEqual([4, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Udstilling ${n}`));
    expect(list.items[0]?.date).toBeUndefined();
    expect(list.items[0]?.dateText).toBe('Fra 1. december 2026');
  });

  it('"Content types enabled per site": items of a type the site does not enable do not appear', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // natmus enables press only: projects, podcasts, collections and services are all left out, so each module
    // has nothing to show and is dropped with the warning.
    expect(await blocksAt('natmus', '/forkerte-typer')).toEqual([]);
    for (const key of ['fp', 'pt', 'cl', 'sl', 'pl', 'fc']) {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`module natmus-${key} has nothing to show`));
    }
    // Each module shows on a site that enables its type.
    const forskning = await blocksAt('forskning', '/projekter-side');
    expect(forskning.map((b) => b._key)).toEqual(['forskning-fp', 'forskning-pl', 'auto']);
    const bevaring = await blocksAt('bevaring', '/bevaring-side');
    // bevaring enables projects too: a research project of the research site can be featured there.
    expect(bevaring.map((b) => b._key)).toEqual([
      'bevaring-fp',
      'bevaring-pt',
      'bevaring-sl',
      'bevaring-pl',
      'show',
      'auto',
    ]);
    const samling = await blocksAt('samling', '/samling-side');
    expect(samling.map((b) => b._key)).toEqual(['samling-cl', 'samling-fc', 'auto']);
  });

  it('project list without picks: the site’s projects, newest period first; a project on another site is left out', async () => {
    const list = block(await blocksAt('forskning', '/projekter-side'), 'projectList', 'auto');
    expect(titles(list.items)).toEqual(['Projekt 4', 'Projekt 3', 'Projekt 2', 'Projekt 1']);
    expect(list.items[0]).toMatchObject({
      typeLabel: 'Projekt',
      date: { from: '2024-01-01', to: '2030-12-31' },
      description: 'Et forskningsprojekt om vikingetiden, nummer 4.',
    });
  });

  it('podcast teaser: an episode with its season, number and duration; a show with its season count', async () => {
    const blocks = await blocksAt('bevaring', '/bevaring-side');
    expect(block(blocks, 'podcastTeaser', 'bevaring-pt')).toEqual({
      _type: 'podcastTeaser',
      _key: 'bevaring-pt',
      kind: 'episode',
      title: 'Når voks bliver til fund',
      link: { label: 'Når voks bliver til fund', href: '/podcasts/voks', kind: 'internal' },
      image: null,
      typeLabel: 'Episode',
      description: 'Et segl af bivoks fra 1300-tallet er revnet.',
      publishedAt: '2026-02-11',
      seasonName: 'Sæson 2',
      episodeNumber: 1,
      durationMs: 1_854_000,
    });
    expect(block(blocks, 'podcastTeaser', 'show')).toMatchObject({
      kind: 'show',
      title: 'Bag om bevaring',
      typeLabel: 'Podcast',
      seasonCount: 2,
    });
    expect(titles(block(blocks, 'serviceList', 'auto').items)).toEqual(['Konservering af genstande']);
  });
});

describe('teaser-list mappers (tolerance)', () => {
  const teaser = (id: string, fields: Record<string, unknown> = {}) => ({
    _id: id,
    _type: 'exhibition',
    title: `Udstilling ${id}`,
    slug: `udstillinger/${id}`,
    site: 'natmus',
    locale: 'da',
    ...fields,
  });

  it('an item that cannot be linked, a broken item or a broken field is dropped alone; nothing left drops the module', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [list] = mapModules(
      [
        {
          _type: 'collectionList',
          _key: 'c',
          title: 42,
          items: [teaser('a'), teaser('b', { slug: null }), teaser('c', { locale: 'xx' }), null, 'junk', teaser('d')],
        },
      ],
      ctx('natmus'),
    );
    expect(list).toMatchObject({ _type: 'collectionList', title: undefined });
    expect(list?._type === 'collectionList' ? list.items.map((item) => item.key) : []).toEqual(['a', 'd']);
    expect(
      mapModules(
        [
          { _type: 'serviceList', _key: 's', items: [teaser('b', { slug: null })] },
          { _type: 'podcastTeaser', _key: 'p', reference: teaser('e') },
          {
            _type: 'relatedContent',
            _key: 'r',
            groups: [{ type: 'manual', items: [] }, 'junk', { items: [teaser('a')] }],
          },
        ],
        ctx('natmus'),
      ),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('podcastTeaser module p has nothing to show'));
  });

  it('a related group without a label is named by its tag, its type, or the block’s heading', () => {
    const [related] = mapModules(
      [
        {
          _type: 'relatedContent',
          _key: 'r',
          groups: [
            { _key: 'm', type: 'manual', items: [teaser('a')] },
            { _key: 't', type: 'tag', tag: 'Bronzealder', items: [teaser('b')] },
            { _key: 'c', type: 'contentType', contentType: 'exhibition', items: [teaser('c')] },
          ],
        },
      ],
      { ...ctx('frilandsmuseet') },
    );
    expect(related?._type === 'relatedContent' ? related.groups.map((g) => g.label) : []).toEqual([
      'Relateret indhold',
      'Bronzealder',
      'Oplevelse',
    ]);
  });
});
