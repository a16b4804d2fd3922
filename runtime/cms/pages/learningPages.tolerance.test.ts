import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleHeroModel } from '@design-system/blocks/ArticleHero';
import type { EducationHeroModel } from '@design-system/blocks/EducationHero';
import type { EducationVariantModel } from '@design-system/blocks/EducationTabs';
import type { PodcastHeroModel } from '@design-system/blocks/PodcastHero';
import type { StaticData } from '@design-system/primitives/StaticIsland';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import { sanityImageUrls } from '../content/image.mapper';
import { createEmbeddedSourceFromDocuments } from '../source/embedded-source';
import { educationTagLabel } from '../teasers/documentTeaser.mapper';
import { mapPage } from './page.mapper';

/**
 * "A bad field degrades that block, never the page." Each document below has
 * broken fields next to good ones; the page still maps, only the broken part is missing.
 */
const block = (text: string) => ({
  _type: 'block',
  _key: text.slice(0, 8),
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
});
const page = (type: string, id: string, site: string, slug: string, fields: Record<string, unknown>) => ({
  _id: id,
  _type: type,
  site,
  locale: 'da',
  title: id,
  slug: { _type: 'slug', current: slug },
  ...fields,
});

const documents = [
  page('knowledgeTheme', 'theme', 'bevaring', 'tema', {
    period: 'ca. 800-1050',
    facts: 'ikke en liste',
    highlights: 'ikke en reference',
    ticket: 42,
    relatedExhibition: { _type: 'reference', _ref: 'findes-ikke' },
    related: [{ _type: 'reference', _ref: 'article' }],
  }),
  page('knowledgeArticle', 'article', 'bevaring', 'artikel', {
    publishedAt: 20260302,
    authors: 'Mette Ravn',
    intro: 'Et mosefund skal tørre langsomt.',
    heroVideo: { playbackId: 'ikke gyldig', title: 'Film' },
  }),
  page('podcastShowPage', 'show', 'bevaring', 'serie', {
    seasons: [
      {
        _key: 'a',
        name: 'Sæson 1',
        episodes: [
          { _type: 'reference', _ref: 'episode' },
          { _type: 'reference', _ref: 'x' },
        ],
      },
      { _key: 'b', name: 42, episodes: [] },
      'ikke en sæson',
    ],
    tags: 'ikke en liste',
  }),
  page('podcastEpisodePage', 'episode', 'bevaring', 'episode', {
    duration: 'lang',
    participants: 'Line Due',
    playbackUrl: 'javascript:alert(1)',
    description: [block('Om et segl af bivoks.')],
    transcription: 'ikke portable text',
    show: { _type: 'reference', _ref: 'show' },
  }),
  page('educationTopic', 'topic', 'natmus', 'forloeb', {
    educationTags: ['topic', 'ukendt'],
    teacher: { info: 'ikke en liste', description: [block('Til læreren.')] },
    student: { description: [block('Til eleven.')], materials: [{ _type: 'link', type: 'external', href: 'ftp://x' }] },
    parent: { _type: 'reference', _ref: 'findes-ikke' },
  }),
];

const source = createEmbeddedSourceFromDocuments(documents as never);
const hosts = hostConfigFromEnv({ PORT: '3000' });
const deps = { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') };
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });

async function mapped(site: SiteId, path: string) {
  const outcome = await loadPage({ site, path }, deps);
  if (outcome.kind !== 'page') throw new Error(`no page at ${path}`);
  return mapPage(outcome.page, { site, locale: 'da', hosts, images }).template.props as Record<string, unknown>;
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('a broken field degrades only its part of the page', () => {
  it('knowledgeTheme: broken facts, highlights and ticket are left out; the period and related list stay', async () => {
    const p = await mapped('bevaring', '/tema');
    expect(p.period).toBe('ca. 800-1050');
    expect(p.infoList).toBeNull();
    expect(p.highlights).toEqual([]);
    expect(p.ticket).toBeNull();
    expect(p.relatedExhibition).toBeNull();
    expect((p.related as { title: string }[]).map((teaser) => teaser.title)).toEqual(['article']);
  });

  it('knowledgeArticle: a bad date, authors and video are dropped; the intro stays', async () => {
    const p = (await mapped('bevaring', '/artikel')) as { hero: ArticleHeroModel };
    const text = readStaticData(p.hero.text, 'the article hero’s text');
    expect(text).toMatchObject({ title: 'article', intro: 'Et mosefund skal tørre langsomt.', authors: [] });
    expect(text.publishedAt).toBeUndefined();
    expect(p.hero.video).toBeNull();
  });

  it('podcastShowPage: a missing episode and broken seasons are dropped; the good season stays', async () => {
    const p = (await mapped('bevaring', '/serie')) as { seasons: { name: string; episodes: unknown[] }[] };
    expect(p.seasons.map((season) => [season.name, season.episodes.length])).toEqual([['Sæson 1', 1]]);
  });

  it('podcastEpisodePage: no player for an unsafe playback URL, no transcript when it is broken; the about text stays', async () => {
    const p = (await mapped('bevaring', '/episode')) as {
      hero: PodcastHeroModel;
      about: StaticData<{ description: unknown[]; participants: string[] }>;
      transcript: unknown;
    };
    expect(p.hero.episode).toBeNull();
    const text = readStaticData(p.hero.text, 'the podcast hero’s text');
    expect(text.durationMs).toBeUndefined();
    expect(text.show?.label).toBe('show');
    const about = readStaticData(p.about, 'the episode’s about text');
    expect(about.description).toHaveLength(1);
    expect(about.participants).toEqual([]);
    expect(p.transcript).toBeNull();
  });

  it('educationTopic: broken teacher info leaves the teacher text; a link without a safe url is dropped', async () => {
    const p = (await mapped('natmus', '/forloeb')) as {
      hero: StaticData<EducationHeroModel>;
      teacher: EducationVariantModel;
      student: EducationVariantModel;
    };
    const teacher = readStaticData(p.teacher.text, 'the teacher’s text');
    expect(teacher.info).toEqual([]);
    expect(teacher.description).toHaveLength(1);
    expect(readStaticData(p.student.text, 'the student’s text').materials).toEqual([]);
    // Its parent is missing: no trail of the page alone. (The hero is static data: only its static part reads it.)
    const hero = readStaticData(p.hero, 'the education hero');
    expect(hero.breadcrumb).toEqual([]);
    expect(hero.tags).toEqual([{ label: 'Undervisningsforløb' }]);
  });

  it('spec: "An unknown education tag is logged and gives empty text"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(educationTagLabel('ukendt', 'da')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown education tag "ukendt"'));
    expect(educationTagLabel('topic', 'da')).toBe('Undervisningsforløb');
    expect(educationTagLabel('materials', 'da')).toBe('Materialer');
  });
});
