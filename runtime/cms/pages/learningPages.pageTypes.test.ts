import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleHeroModel } from '@design-system/blocks/ArticleHero';
import type { EducationHeroModel } from '@design-system/blocks/EducationHero';
import type { EducationVariantModel } from '@design-system/blocks/EducationTabs';
import type { PodcastHeroModel } from '@design-system/blocks/PodcastHero';
import type { StaticData } from '@design-system/primitives/StaticIsland';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { loadPage } from '@runtime/loader/page-loader';
import { block, image, imageAsset, inlinePages, pageDocument, ref, translations } from '@tests/support/inlineDocuments';

/**
 * The knowledge, education and podcast page types, loaded through the one page query (groq-js) from the small
 * dataset built here, so no test depends on demo content.
 */

const doc = pageDocument;
const parent = (id: string) => ({ _type: 'reference', _ref: id });

const knowledge: StoredDocument[] = [
  doc('knowledgeOverview', 'knowledgeOverview-da', 'bevaring', 'da', 'viden', { title: 'Viden om bevaring' }),
  doc('knowledgeArticle', 'article-mosefund-da', 'bevaring', 'da', 'viden/mosefund', {
    _updatedAt: '2025-02-23T17:43:00Z',
    title: 'Sådan bevares et mosefund',
    teaser: 'Jern, træ og læder fra moserne skal tørre langsomt.',
    publishedAt: '2026-03-02',
    authors: ['Mette Ravn', 'Jonas Holm'],
    theme: parent('theme-vikingetid-da'),
    related: [ref('article-aarringe-da'), ref('theme-vikingetid-da')],
    modules: [
      {
        _type: 'textSection',
        _key: 't',
        body: [block('Når et sværd ligger i en mose i 2.000 år, sker der noget særligt.')],
      },
    ],
  }),
  doc('knowledgeArticle', 'article-mosefund-de', 'bevaring', 'de', 'wissen/moorfunde', {
    title: 'So werden Moorfunde bewahrt',
    publishedAt: '2026-03-02',
    modules: [
      {
        _type: 'textSection',
        _key: 't',
        body: [
          block('Wenn ein Schwert 2.000 Jahre im Moor liegt, geschieht etwas Besonderes.', 'b1'),
          {
            _type: 'pullQuote',
            _key: 'q',
            quote: 'Schwer ist nicht, das Schwert zu finden, sondern es in den ersten Tagen nass zu halten.',
            attribution: 'Mette Ravn, Konservatorin',
          },
          {
            ...image('magazin', { da: 'Et museumsmagasin med reoler fulde af kasser' }),
            _key: 'i',
            caption: 'Das Magazin in Brede, wo konservierte Moorfunde lagern.',
          },
          {
            _type: 'factBox',
            _key: 'f',
            title: 'Fakten: Illerup Ådal',
            text: 'Der Opferfund von Illerup Ådal umfasst über 15.000 Gegenstände.',
          },
        ],
      },
    ],
  }),
  doc('knowledgeArticle', 'article-aarringe-da', 'bevaring', 'da', 'viden/aarringe', {
    _updatedAt: '2025-03-18T19:49:00Z',
    title: 'Årringe afslører vikingernes byggeår',
    publishedAt: '2026-01-19',
    theme: parent('theme-vikingetid-da'),
  }),
  doc('knowledgeArticle', 'article-aarringe-en', 'bevaring', 'en', 'knowledge/tree-rings', {
    title: 'Tree rings reveal when the Vikings built',
    publishedAt: '2026-01-19',
    heroVideo: {
      _type: 'heroVideo',
      playbackId: 'EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs',
      type: 'full',
      title: 'How the rings in a ship’s plank are counted',
    },
  }),
  // Knowledge is not enabled on the main site: this page is never shown.
  doc('knowledgeArticle', 'article-mosefund-natmus', 'natmus', 'da', 'viden/mosefund', {
    title: 'Sådan bevares et mosefund',
  }),
  ...(['da', 'en', 'de', 'sv'] as const).map((locale) =>
    doc(
      'knowledgeTheme',
      `theme-vikingetid-${locale}`,
      'bevaring',
      locale,
      locale === 'da' ? 'viden/vikingetiden' : `${locale}-viking-age`,
      {
        title: locale === 'da' ? 'Vikingetiden' : `Vikingetiden (${locale})`,
      },
    ),
  ),
  translations('theme-vikingetid', {
    da: 'theme-vikingetid-da',
    en: 'theme-vikingetid-en',
    de: 'theme-vikingetid-de',
    sv: 'theme-vikingetid-sv',
  }),
  pageDocument('landingPage', 'landingPage-oldtid-da', 'natmus', 'da', 'danmarks-oldtid', { title: 'Danmarks Oldtid' }),
  doc('service', 'service-konservering-da', 'bevaring', 'da', 'ydelser/konservering', {
    title: 'Konservering af genstande',
  }),
];

/** The Danish theme's own fields (the other locales only carry a title). */
Object.assign(knowledge.find((d) => d._id === 'theme-vikingetid-da') as StoredDocument, {
  teaser: 'Skibe, træ og jern fra 800-1050.',
  period: 'ca. 800-1050',
  facts: {
    title: 'Fakta om vikingetiden',
    items: [
      { _key: 'p', label: 'Periode', value: 'ca. 800-1050' },
      { _key: 'f', label: 'Kendte fund', value: 'Skuldelevskibene, Jellingstenene, Trelleborg' },
      { _key: 'm', label: 'Materialer', value: 'Egetræ, jern, sølv, uld' },
    ],
  },
  highlights: [ref('episode-mosen-da'), ref('service-konservering-da')],
  relatedExhibition: parent('landingPage-oldtid-da'),
  ticket: {
    _type: 'ticketInline',
    title: 'Entré til Nationalmuseet',
    variants: [{ _key: 'v', title: 'Voksne', price: 130 }],
    purchaseLink: { title: 'Køb billet', url: 'https://billetter.natmus.dk/entre' },
  },
});

const education: StoredDocument[] = [
  doc('educationOverview', 'edu-overview-da', 'natmus', 'da', 'undervisning', { title: 'Undervisning' }),
  doc('educationLevel', 'edu-level-da', 'natmus', 'da', 'undervisning/mellemtrin', {
    title: 'Mellemtrin',
    parent: parent('edu-overview-da'),
  }),
  doc('educationTheme', 'edu-theme-da', 'natmus', 'da', 'undervisning/mellemtrin/vikingetiden', {
    title: 'Vikingetiden',
    parent: parent('edu-level-da'),
  }),
  doc('educationTopic', 'edu-topic-da', 'natmus', 'da', 'undervisning/mellemtrin/vikingetiden/runer', {
    title: 'Skriv med runer',
    parent: parent('edu-theme-da'),
    educationTags: ['topic', 'materials'],
    teacher: {
      info: [
        { _key: 'k', label: 'Klassetrin', value: '4.-6. klasse' },
        { _key: 'v', label: 'Varighed', value: '2 lektioner' },
        { _key: 'f', label: 'Fag', value: 'Historie, dansk' },
      ],
      description: [block('Forløbet introducerer den yngre futhark.')],
      materials: [
        {
          _type: 'link',
          _key: 'm',
          type: 'external',
          title: 'Lærervejledning (PDF)',
          href: 'https://natmus.dk/undervisning/runer-laerervejledning.pdf',
        },
      ],
    },
    student: { description: [block('Runer er vikingernes bogstaver. Find dit navn i runerækken.')] },
  }),
  ...(['en', 'de', 'sv'] as const).map((locale) =>
    doc('educationTopic', `edu-topic-${locale}`, 'natmus', locale, `${locale}-runes`, { title: `Runer (${locale})` }),
  ),
  translations('edu-topic', { da: 'edu-topic-da', en: 'edu-topic-en', de: 'edu-topic-de', sv: 'edu-topic-sv' }),
  doc('educationOverview', 'edu-overview-en', 'natmus', 'en', 'learning', { title: 'Learning' }),
  doc('educationLevel', 'edu-level-en', 'natmus', 'en', 'learning/middle-school', {
    title: 'Middle school',
    parent: parent('edu-overview-en'),
  }),
  doc('educationTheme', 'edu-theme-en', 'natmus', 'en', 'learning/middle-school/viking-age', {
    title: 'The Viking Age',
    parent: parent('edu-level-en'),
  }),
  doc('educationTopic', 'edu-topic-runes-en', 'natmus', 'en', 'learning/middle-school/viking-age/runes', {
    title: 'Write with runes',
    parent: parent('edu-theme-en'),
  }),
];

const mp3 = '/files/embedded/stage/70c125272813c0526e5f3f7c38b7c94924a087bf.mp3';
const podcasts: StoredDocument[] = [
  doc('podcastOverview', 'podcastOverview-da', 'bevaring', 'da', 'podcasts', { title: 'Podcasts' }),
  doc('podcastShowPage', 'show-da', 'bevaring', 'da', 'podcasts/bag-om-bevaring', {
    title: 'Bag om bevaring',
    publishedAt: '2025-09-17',
    seasons: [
      { _key: 's2', name: 'Sæson 2', episodes: [ref('episode-voks-da'), ref('episode-frost-da')] },
      { _key: 's1', name: 'Sæson 1', episodes: [ref('episode-mosen-da')] },
    ],
  }),
  ...(['en', 'de', 'sv'] as const).map((locale) =>
    doc('podcastShowPage', `show-${locale}`, 'bevaring', locale, `${locale}-podcast`, {
      title: `Bag om bevaring (${locale})`,
    }),
  ),
  translations('show', { da: 'show-da', en: 'show-en', de: 'show-de', sv: 'show-sv' }),
  doc('podcastEpisodePage', 'episode-voks-da', 'bevaring', 'da', 'podcasts/voks', {
    title: 'Når voks bliver til fund',
    teaser: 'Et segl af bivoks fra 1300-tallet er revnet. Kan det reddes?',
    publishedAt: '2026-02-11',
    duration: 94_000,
    seasonName: 'Sæson 2',
    episodeNumber: 1,
    playbackUrl: mp3,
    show: parent('show-da'),
    hostInfo: 'Anna Friis',
    participants: ['Line Due'],
    description: [block('Konservator Line Due fortæller, hvordan man limer voks uden at varme det op.')],
    transcription: [block('Anna Friis: Velkommen til Bag om bevaring.')],
  }),
  doc('podcastEpisodePage', 'episode-frost-da', 'bevaring', 'da', 'podcasts/frost', {
    title: 'Frost i kirken',
    publishedAt: '2026-03-04',
    seasonName: 'Sæson 2',
    episodeNumber: 2,
    show: parent('show-da'),
    description: [block('Når kirken er kold om vinteren, revner kalkmalerierne.')],
  }),
  doc('podcastEpisodePage', 'episode-mosen-da', 'bevaring', 'da', 'podcasts/mosen', {
    title: 'Mosens hemmeligheder',
    publishedAt: '2025-10-01',
    seasonName: 'Sæson 1',
    episodeNumber: 1,
    show: parent('show-da'),
  }),
];

const { pageAt, deps } = inlinePages([...knowledge, ...education, ...podcasts, imageAsset('magazin')]);

function props<T>(view: Awaited<ReturnType<typeof pageAt>>, type: string): T {
  expect(view.template.type).toBe(type);
  return view.template.props as T;
}

afterEach(() => vi.restoreAllMocks());

describe('knowledge pages (conservation site)', () => {
  it('knowledgeArticle: article hero, article layout (the spec: "Article-type pages … show in an article wrapper"), Article JSON-LD', async () => {
    const view = await pageAt('bevaring', '/viden/mosefund');
    expect(view.layout).toBe('article');
    const p = props<{ hero: ArticleHeroModel; related: StaticData<{ title: string }[]> }>(view, 'knowledgeArticle');
    // The hero's text is static data: only its static part reads it.
    const heroText = readStaticData(p.hero.text, 'the article hero’s text');
    expect(heroText).toMatchObject({ title: 'Sådan bevares et mosefund', label: 'Viden', publishedAt: '2026-03-02' });
    expect(heroText.authors).toEqual(['Mette Ravn', 'Jonas Holm']);
    // Related teasers are static data: only their static part reads them (a first load leaves them out).
    expect(readStaticData(p.related, 'the related content').map((teaser) => teaser.title)).toEqual([
      'Årringe afslører vikingernes byggeår',
      'Vikingetiden',
    ]);
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

  it('knowledgeOverview lists the themes and the newest articles, each under its heading', async () => {
    const p = props<{ sections: { heading: string; items: { title: string }[] }[] }>(
      await pageAt('bevaring', '/viden'),
      'areaOverview',
    );
    const [themes, articles] = p.sections;
    expect(p.sections.map((section) => section.heading)).toEqual([
      'knowledgeThemesHeading',
      'knowledgeArticlesHeading',
    ]);
    expect(themes?.items.map((teaser) => teaser.title)).toEqual(['Vikingetiden']);
    expect(articles?.items.map((teaser) => teaser.title)).toEqual([
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

/** An education topic's hero: static data, which only the hero's static part reads. */
const topicHero = (p: { hero: StaticData<EducationHeroModel> }) => readStaticData(p.hero, 'the education hero');

describe('education pages (main site)', () => {
  it('spec: "Breadcrumb: overview, level, theme, then the page itself"', async () => {
    const view = await pageAt('natmus', '/undervisning/mellemtrin/vikingetiden/runer');
    const p = props<{ hero: StaticData<EducationHeroModel> }>(view, 'educationTopic');
    expect(topicHero(p).breadcrumb).toEqual([
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
      hero: StaticData<EducationHeroModel>;
      teacher: EducationVariantModel;
      student: EducationVariantModel;
    }>(await pageAt('natmus', '/undervisning/mellemtrin/vikingetiden/runer'), 'educationTopic');
    expect(topicHero(p).tags).toEqual([{ label: 'Undervisningsforløb' }, { label: 'Materialer' }]);
    // Each version's text is static data: only its static part reads it.
    const teacher = readStaticData(p.teacher.text, 'the teacher’s text');
    expect(teacher.info).toHaveLength(3);
    expect(teacher.materials).toHaveLength(1);
    expect(readStaticData(p.student.text, 'the student’s text').description.length).toBeGreaterThan(0);
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
    const english = props<{ hero: StaticData<EducationHeroModel> }>(
      await pageAt('natmus', '/en/learning/middle-school/viking-age/runes'),
      'educationTopic',
    );
    expect(topicHero(english).breadcrumb.map((item) => item.label)).toEqual([
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
      hero: PodcastHeroModel;
      seasons: {
        name: string;
        episodes: { teaser: StaticData<{ title: string; prefix: string }>; episode: unknown }[];
      }[];
    }>(view, 'podcastShowPage');
    // An episode's row is static data: only the row's static part reads it.
    const row = (entry: { teaser: StaticData<{ title: string; prefix: string }> }) =>
      readStaticData(entry.teaser, 'an episode’s row');
    // The hero's text is static data: only its static part reads it.
    expect(readStaticData(p.hero.text, 'the podcast hero’s text').seasonCount).toBe(2);
    expect(p.seasons.map((season) => [season.name, season.episodes.map((e) => row(e).title)])).toEqual([
      ['Sæson 2', ['Når voks bliver til fund', 'Frost i kirken']],
      ['Sæson 1', ['Mosens hemmeligheder']],
    ]);
    const first = p.seasons[0]?.episodes[0];
    expect(first && row(first).prefix).toBe('Sæson 2 · Episode 1');
    expect(p.seasons[0]?.episodes[0]?.episode).toMatchObject({ showTitle: 'Bag om bevaring', durationMs: 94_000 });
    expect(view.head.jsonLd.find((item) => item['@type'] === 'PodcastSeries')).toMatchObject({
      name: 'Bag om bevaring',
    });
  });

  it('podcastEpisodePage: player episode, about and transcript, more episodes, PodcastEpisode JSON-LD', async () => {
    const view = await pageAt('bevaring', '/podcasts/voks');
    const p = props<{
      hero: PodcastHeroModel;
      about: StaticData<{ description: unknown[]; participants: string[]; host: string }>;
      transcript: StaticData<unknown[]>;
      moreEpisodes: StaticData<{ title: string }[]>;
    }>(view, 'podcastEpisodePage');
    // The embedded dataset's own recording, served by the runtime like a Sanity file asset.
    expect(p.hero.episode?.playbackUrl).toMatch(/^\/files\/embedded\/stage\/[0-9a-f]{40}\.mp3$/);
    expect(readStaticData(p.hero.text, 'the podcast hero’s text').show?.href).toBe('/podcasts/bag-om-bevaring');
    // The about text and the transcript are static data: only their panels' static parts read them.
    expect(readStaticData(p.about, 'the episode’s about text').description.length).toBeGreaterThan(0);
    expect(readStaticData(p.transcript, 'the episode’s transcript').length).toBeGreaterThan(0);
    expect(readStaticData(p.moreEpisodes, 'the more episodes').map((teaser) => teaser.title)).toEqual([
      'Frost i kirken',
      'Mosens hemmeligheder',
    ]);
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
    const p = props<{ transcript: unknown }>(await pageAt('bevaring', '/podcasts/frost'), 'podcastEpisodePage');
    expect(p.transcript).toBeNull();
  });

  it('podcastOverview lists the shows and the newest episodes, each under its heading', async () => {
    const p = props<{ sections: { heading: string; items: { title: string; prefix?: string }[] }[] }>(
      await pageAt('bevaring', '/podcasts'),
      'areaOverview',
    );
    const [shows, episodes] = p.sections;
    expect(p.sections.map((section) => section.heading)).toEqual(['podcastShowsHeading', 'podcastLatestHeading']);
    expect(shows?.items).toMatchObject([{ title: 'Bag om bevaring', prefix: '2 sæsoner' }]);
    expect(episodes?.items.map((teaser) => teaser.title)).toEqual([
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
