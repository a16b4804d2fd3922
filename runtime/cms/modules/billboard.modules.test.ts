import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosts, images } from '@tests/support/inlineDocuments';
import type { MapContext } from '../content/context';
import { documentTeaserSchema, mapDocumentTeaser } from '../teasers/documentTeaser.mapper';
import { mapModules } from './index';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('billboard modules', () => {
  it('"A billboard with reference whose reference cannot be mapped is not rendered"', () => {
    const warn = quiet();
    const unmappable = [
      { _type: 'billboardWithReference', _key: 'b1', reference: null },
      {
        _type: 'billboardWithReference',
        _key: 'b2',
        reference: {
          _id: 'x1',
          _type: 'exhibition',
          title: 'Vikinger',
          slug: 'vikinger',
          locale: 'da',
          site: 'natmus',
        },
      },
      {
        _type: 'billboardWithReference',
        _key: 'b3',
        reference: { _id: 'x2', _type: 'knowledgeArticle', title: 'Uden adresse', locale: 'da' },
      },
      {
        _type: 'billboardWithReference',
        _key: 'b4',
        reference: { _id: 'x3', _type: 'podcastShow', title: '', slug: 'x', locale: 'da' },
      },
    ];
    expect(mapModules(unmappable, ctx)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('billboardWithReference module b1 has nothing to show; not rendered'),
    );
    const [article] = mapModules(
      [
        {
          _type: 'billboardWithReference',
          _key: 'b5',
          reference: {
            _id: 'article-solvognen',
            _type: 'knowledgeArticle',
            title: 'Solvognen',
            slug: 'viden/solvognen',
            locale: 'da',
            site: 'natmus',
            publishedAt: '2024-05-01',
          },
        },
      ],
      ctx,
    );
    expect(article).toMatchObject({
      _type: 'billboardReference',
      kind: 'article',
      title: 'Solvognen',
      link: { href: '/viden/solvognen', kind: 'internal' },
    });
  });

  it('billboard with reference: "to an article, podcast episode or show", also as this site’s podcast page types', () => {
    const podcast = { slug: 'podcasts/voks', locale: 'da', site: 'natmus' };
    const [episode, show] = mapModules(
      [
        {
          _type: 'billboardWithReference',
          _key: 'e',
          reference: {
            ...podcast,
            _id: 'episode-voks',
            _type: 'podcastEpisodePage',
            title: 'Når voks bliver til fund',
            seasonName: 'Sæson 2',
            episodeNumber: 1,
            duration: 1_854_000,
            showTitle: 'Bag om bevaring',
          },
        },
        {
          _type: 'billboardWithReference',
          _key: 's',
          reference: { ...podcast, _id: 'show', _type: 'podcastShowPage', title: 'Bag om bevaring', seasonCount: 2 },
        },
      ],
      ctx,
    );
    expect(episode).toMatchObject({ kind: 'podcastEpisode', episodeNumber: 1, showTitle: 'Bag om bevaring' });
    expect(show).toMatchObject({ kind: 'podcastShow', seasonCount: 2, link: { href: '/podcasts/voks' } });
  });

  it('a billboard’s reference reads as the document’s teaser does: one teaser pipeline for every linked document', () => {
    const document = {
      _id: 'article-aarringe',
      _type: 'knowledgeArticle',
      title: 'Årringe afslører vikingernes byggeår',
      slug: 'viden/aarringe',
      locale: 'da',
      site: 'bevaring',
      description: 'Dendrokronologien daterer tømmeret i Jellings palisade til vinteren 958-59.',
      publishedAt: '2026-02-11',
    };
    const [billboard] = mapModules([{ _type: 'billboardWithReference', _key: 'r', reference: document }], ctx);
    const teaser = mapDocumentTeaser(documentTeaserSchema.parse(document), ctx);
    expect(billboard).toMatchObject({
      kind: 'article',
      title: teaser?.title,
      description: teaser?.description,
      link: teaser?.link,
    });
    expect(billboard).toMatchObject({ link: { kind: 'crossSite' } });
  });
});
