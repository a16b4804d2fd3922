import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import { createEmbeddedSourceFromDocuments } from '../embedded-source';
import type { MapContext } from '../mappers/context';
import { sanityImageUrls } from '../mappers/image.mapper';
import { mapPage } from '../mappers/page.mapper';

/** The knowledge, education and podcast page types, loaded from the embedded dataset through the one page query. */
const dataset = readFileSync(join(import.meta.dirname, '../../../fixtures/content/dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const source = createEmbeddedSourceFromDocuments(dataset);
const hosts = hostConfigFromEnv({ PORT: '3000' });
const deps = { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') };
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });

async function pageAt(site: SiteId, path: string) {
  const outcome = await loadPage({ site, path }, deps);
  if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${path} (${outcome.kind})`);
  const ctx: MapContext = { site, locale: outcome.locale as MapContext['locale'], hosts, images };
  return mapPage(outcome.page, ctx);
}

function props<T>(view: Awaited<ReturnType<typeof pageAt>>, type: string): T {
  expect(view.template.type).toBe(type);
  return view.template.props as T;
}

afterEach(() => vi.restoreAllMocks());

describe('knowledge pages (conservation site)', () => {
  it('knowledgeArticle: article hero, article layout (the spec: "Article-type pages … show in an article wrapper"), Article JSON-LD', async () => {
    const view = await pageAt('bevaring', '/viden/mosefund');
    expect(view.layout).toBe('article');
    const p = props<{ hero: Record<string, unknown>; related: { title: string }[] }>(view, 'knowledgeArticle');
    expect(p.hero).toMatchObject({ title: 'Sådan bevares et mosefund', label: 'Viden', publishedAt: '2026-03-02' });
    expect(p.hero.authors).toEqual(['Mette Ravn', 'Jonas Holm']);
    expect(p.related.map((teaser) => teaser.title)).toEqual(['Årringe afslører vikingernes byggeår', 'Vikingetiden']);
    const article = view.head.jsonLd.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'Sådan bevares et mosefund',
      datePublished: '2026-03-02',
      inLanguage: 'da',
    });
    expect(article?.author).toEqual([
      { '@type': 'Person', name: 'Mette Ravn' },
      { '@type': 'Person', name: 'Jonas Holm' },
    ]);
  });

  it('knowledgeArticle: its text has our own rich text blocks (image with caption, pull quote, fact box) from the one query', async () => {
    const view = await pageAt('bevaring', '/de/wissen/moorfunde');
    const text = JSON.stringify(view.template.props);
    const body = (JSON.parse(text) as { blocks: { _type: string; body?: { _type: string }[] }[] }).blocks.find(
      (block) => block._type === 'textSection',
    )?.body;
    expect(body?.map((block) => block._type)).toEqual(
      expect.arrayContaining(['block', 'richTextQuote', 'richTextImage', 'richTextFactBox']),
    );
    expect(body).toContainEqual(
      expect.objectContaining({
        _type: 'richTextImage',
        caption: expect.stringContaining('Magazin in Brede'),
        image: expect.objectContaining({ src: expect.stringMatching(/^\/images\//), width: 1200 }),
      }),
    );
    expect(body).toContainEqual(expect.objectContaining({ _type: 'richTextFactBox', title: 'Fakten: Illerup Ådal' }));
  });

  it('knowledgeArticle with a hero video maps it through the video module rules', async () => {
    const view = await pageAt('bevaring', '/en/knowledge/tree-rings');
    const p = props<{ hero: { video?: { playbackId: string; title: string } } }>(view, 'knowledgeArticle');
    expect(p.hero.video).toMatchObject({ title: 'How the rings in a ship’s plank are counted' });
  });

  it('knowledgeOverview lists the themes and the newest articles', async () => {
    const p = props<{ themes: { title: string }[]; articles: { title: string }[] }>(
      await pageAt('bevaring', '/viden'),
      'knowledgeOverview',
    );
    expect(p.themes.map((teaser) => teaser.title)).toEqual(['Vikingetiden']);
    expect(p.articles.map((teaser) => teaser.title)).toEqual([
      'Sådan bevares et mosefund',
      'Årringe afslører vikingernes byggeår',
    ]);
  });

  it('knowledgeTheme: period, info list, related grid, highlights, related exhibition, ticket', async () => {
    const p = props<Record<string, unknown>>(await pageAt('bevaring', '/viden/vikingetiden'), 'knowledgeTheme');
    expect(p.period).toBe('ca. 800-1050');
    expect((p.infoList as { items: unknown[] }).items).toHaveLength(3);
    expect((p.highlights as unknown[]).length).toBe(2);
    expect(p.relatedExhibition).toMatchObject({ title: 'Danmarks Oldtid', link: { kind: 'crossSite' } });
    expect(p.ticket).toMatchObject({ title: 'Entré til Nationalmuseet', purchaseLink: { kind: 'external' } });
    expect((p.related as { title: string }[]).map((teaser) => teaser.title).sort()).toEqual([
      'Sådan bevares et mosefund',
      'Årringe afslører vikingernes byggeår',
    ]);
  });

  it('knowledge is a 404 on a site that does not enable it (the spec: conservation site: knowledge, podcasts …)', async () => {
    expect((await loadPage({ site: 'natmus', path: '/viden/mosefund' }, deps)).kind).not.toBe('page');
  });
});

describe('education pages (main site)', () => {
  it('spec: "Breadcrumb: overview, level, theme, then the page itself"', async () => {
    const view = await pageAt('natmus', '/undervisning/mellemtrin/vikingetiden/runer');
    const p = props<{ hero: { breadcrumb: { label: string; href: string }[] } }>(view, 'educationTopic');
    expect(p.hero.breadcrumb).toEqual([
      { label: 'Undervisning', href: '/undervisning' },
      { label: 'Mellemtrin', href: '/undervisning/mellemtrin' },
      { label: 'Vikingetiden', href: '/undervisning/mellemtrin/vikingetiden' },
      { label: 'Skriv med runer', href: '/undervisning/mellemtrin/vikingetiden/runer' },
    ]);
    const crumbs = view.head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(4);
  });

  it('spec: topic tags topic (label Undervisningsforløb) and materials (label Materialer); teacher and student versions', async () => {
    const p = props<{
      hero: { tags: { label: string }[] };
      teacher: { info: unknown[]; materials: unknown[] };
      student: { description: unknown[] };
    }>(await pageAt('natmus', '/undervisning/mellemtrin/vikingetiden/runer'), 'educationTopic');
    expect(p.hero.tags).toEqual([{ label: 'Undervisningsforløb' }, { label: 'Materialer' }]);
    expect(p.teacher.info).toHaveLength(3);
    expect(p.teacher.materials).toHaveLength(1);
    expect(p.student.description.length).toBeGreaterThan(0);
  });

  it('the level lists its themes, the theme all its topics, the overview its levels; English trail in English', async () => {
    const level = props<{ themes: { title: string }[]; hero: { breadcrumb: unknown[] } }>(
      await pageAt('natmus', '/undervisning/mellemtrin'),
      'educationLevel',
    );
    expect(level.themes.map((teaser) => teaser.title)).toEqual(['Vikingetiden']);
    expect(level.hero.breadcrumb).toHaveLength(2);
    const theme = props<{ topics: { title: string; tags: unknown[] }[] }>(
      await pageAt('natmus', '/undervisning/mellemtrin/vikingetiden'),
      'educationTheme',
    );
    expect(theme.topics.map((teaser) => teaser.title)).toEqual(['Skriv med runer']);
    const overview = props<{ levels: { title: string }[]; hero: { breadcrumb: unknown[] } }>(
      await pageAt('natmus', '/undervisning'),
      'educationOverview',
    );
    expect(overview.levels.map((teaser) => teaser.title)).toEqual(['Mellemtrin']);
    expect(overview.hero.breadcrumb).toEqual([]);
    const english = props<{ hero: { breadcrumb: { label: string }[] } }>(
      await pageAt('natmus', '/en/learning/middle-school/viking-age/runes'),
      'educationTopic',
    );
    expect(english.hero.breadcrumb.map((item) => item.label)).toEqual([
      'Learning',
      'Middle school',
      'The Viking Age',
      'Write with runes',
    ]);
  });
});

describe('podcast pages (conservation site)', () => {
  it('podcastShowPage: seasons with their episodes (tabbed list), PodcastSeries JSON-LD', async () => {
    const view = await pageAt('bevaring', '/podcasts/bag-om-bevaring');
    const p = props<{
      hero: { seasonCount: number };
      seasons: { name: string; episodes: { teaser: { title: string; prefix: string }; episode: unknown }[] }[];
    }>(view, 'podcastShowPage');
    expect(p.hero.seasonCount).toBe(2);
    expect(p.seasons.map((season) => [season.name, season.episodes.map((e) => e.teaser.title)])).toEqual([
      ['Sæson 2', ['Når voks bliver til fund', 'Frost i kirken']],
      ['Sæson 1', ['Mosens hemmeligheder']],
    ]);
    expect(p.seasons[0]?.episodes[0]?.teaser.prefix).toBe('Sæson 2 · Episode 1');
    expect(p.seasons[0]?.episodes[0]?.episode).toMatchObject({ showTitle: 'Bag om bevaring', durationMs: 94_000 });
    expect(view.head.jsonLd.find((item) => item['@type'] === 'PodcastSeries')).toMatchObject({
      name: 'Bag om bevaring',
    });
  });

  it('podcastEpisodePage: player episode, about and transcript, more episodes, PodcastEpisode JSON-LD', async () => {
    const view = await pageAt('bevaring', '/podcasts/voks');
    const p = props<{
      hero: { episode: { playbackUrl: string }; show: { href: string }; prefix: string };
      about: { description: unknown[]; participants: string[]; host: string };
      transcript: unknown[];
      moreEpisodes: { title: string }[];
    }>(view, 'podcastEpisodePage');
    // The embedded dataset's own recording, served by the runtime like a Sanity file asset.
    expect(p.hero.episode.playbackUrl).toMatch(/^\/files\/embedded\/stage\/[0-9a-f]{40}\.mp3$/);
    expect(p.hero.show.href).toBe('/podcasts/bag-om-bevaring');
    expect(p.about.description.length).toBeGreaterThan(0);
    expect(p.transcript.length).toBeGreaterThan(0);
    expect(p.moreEpisodes.map((teaser) => teaser.title)).toEqual(['Frost i kirken', 'Mosens hemmeligheder']);
    const episode = view.head.jsonLd.find((item) => item['@type'] === 'PodcastEpisode');
    expect(episode).toMatchObject({ name: 'Når voks bliver til fund', timeRequired: 'PT2M', episodeNumber: 1 });
    // The root-relative playback URL as an absolute one on the page's origin.
    expect(episode?.associatedMedia).toMatchObject({
      '@type': 'MediaObject',
      contentUrl: expect.stringMatching(
        /^http:\/\/bevaring\.localhost(:\d+)?\/files\/embedded\/stage\/[0-9a-f]{40}\.mp3$/,
      ),
    });
    expect(episode?.partOfSeries).toMatchObject({ '@type': 'PodcastSeries', name: 'Bag om bevaring' });
  });

  it('an episode with only an about text has no transcript to tab to', async () => {
    const p = props<{ transcript: unknown[] }>(await pageAt('bevaring', '/podcasts/frost'), 'podcastEpisodePage');
    expect(p.transcript).toEqual([]);
  });

  it('podcastOverview lists the shows and the newest episodes', async () => {
    const p = props<{ shows: { title: string; prefix: string }[]; latestEpisodes: { title: string }[] }>(
      await pageAt('bevaring', '/podcasts'),
      'podcastOverview',
    );
    expect(p.shows).toMatchObject([{ title: 'Bag om bevaring', prefix: '2 sæsoner' }]);
    expect(p.latestEpisodes.map((teaser) => teaser.title)).toEqual([
      'Frost i kirken',
      'Når voks bliver til fund',
      'Mosens hemmeligheder',
    ]);
  });

  it('every page of these types exists in all four locales, linked as translations', async () => {
    for (const [site, path] of [
      ['bevaring', '/viden/vikingetiden'],
      ['bevaring', '/podcasts/bag-om-bevaring'],
      ['natmus', '/undervisning/mellemtrin/vikingetiden/runer'],
    ] as const) {
      const view = await pageAt(site, path);
      expect(Object.keys(view.urls).sort()).toEqual(['da', 'de', 'en', 'sv']);
    }
  });
});
