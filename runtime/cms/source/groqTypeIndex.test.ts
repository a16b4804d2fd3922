import { join } from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY } from '../pages/page.query';
import { isPageType, slugTypesFor } from '../pages/pageTypes';
import { SITEMAP_QUERY } from '../pages/sitemap.query';
import { ROOT_DATA_QUERY } from '../rootData/rootData.query';
import { publishedView, readNdjson } from './dataset';
import { evaluateGroq } from './embedded-source';
import { indexByType, typeIndexKeys } from './groqTypeIndex';
import type { QueryParams } from './source';

const documents = publishedView(readNdjson(join(import.meta.dirname, '../../../fixtures/content/dataset.ndjson')));

/** groq-js alone, without the type index (nor any other help of the embedded source). */
function plain(query: string, params: QueryParams): unknown {
  return evaluateSync(parse(query, { params }), { dataset: documents, params }).data;
}

describe('the type index of the embedded source gives what groq-js gives without it', () => {
  it('rewrites filters pinned to types, literal or by parameter, and nothing else', () => {
    const keys = (query: string) => [...typeIndexKeys(indexByType(parse(query)))].sort();
    expect(keys('*[_type == "event" && foo == $site]')).toEqual(['typeIndex:lit:event']);
    // The site and the locale narrow it further when a conjunct pins them.
    expect(keys('*[_type == "event" && site == $site]')).toEqual(['typeIndex:lit:event|site=param:site']);
    expect(keys('*[_type in $t && (locale == "da" && $site == site)]')).toEqual([
      'typeIndex:param:t|locale=lit:da|site=param:site',
    ]);
    expect(keys('*[_type == "event" && (site == $site || x)]')).toEqual(['typeIndex:lit:event']);
    expect(keys('*["event" == _type]')).toEqual(['typeIndex:lit:event']);
    expect(keys('*[(_type in ["a", "b"]) && x]')).toEqual(['typeIndex:lit:a,b']);
    expect(keys('*[_type in $slugTypes && slug.current == $slug]')).toEqual(['typeIndex:param:slugTypes']);
    expect(keys('*[x && _type == $type]')).toEqual(['typeIndex:param:type']);
    // Not pinned: an alternative, a negation, another attribute's type, a filter over something else.
    expect(keys('*[_type == "a" || x]')).toEqual([]);
    expect(keys('*[!(_type == "a")]')).toEqual([]);
    expect(keys('*[ref->_type == "a"]')).toEqual([]);
    expect(keys('*[_type != "a"]')).toEqual([]);
    expect(keys('items[_type == "a"]')).toEqual([]);
  });

  it('edge cases: a type parameter that is not a list of types reads every document; unknown types read none', async () => {
    const events = plain('count(*[_type == "event"])', {});
    expect(events).toBeGreaterThan(0);
    expect(await evaluateGroq(documents, 'count(*[_type == $t])', { t: 'event' })).toBe(events);
    expect(await evaluateGroq(documents, 'count(*[_type in $t])', { t: ['event'] })).toBe(events);
    expect(await evaluateGroq(documents, 'count(*[_type in $t])', { t: null })).toBe(0);
    expect(await evaluateGroq(documents, 'count(*[_type == "findes-ikke"])', {})).toBe(0);
    expect(await evaluateGroq(documents, '*[_type in ["event", "exhibition"]][0..5]._id', {})).toEqual(
      plain('*[_type in ["event", "exhibition"]][0..5]._id', {}),
    );
  });

  const allPages = documents.filter((doc) => isPageType(doc._type) && typeof doc.site === 'string');
  /** One page of each type on each site (plain groq-js takes ~50 ms a page). */
  const pages = [...new Map(allPages.map((doc) => [`${doc._type} ${String(doc.site)}`, doc] as const)).values()];
  const dates = { today: '2026-11-22', tomorrow: '2026-11-23' };

  it(`one page of each type on every site is covered (${pages.length} pages)`, () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages.map((doc) => [doc._id, doc] as const))('the page query of %s', async (_id, doc) => {
    const slug = (doc.slug as { current?: string } | undefined)?.current ?? '';
    const params: QueryParams = {
      slug,
      path: `/${slug}`,
      site: String(doc.site),
      locale: String(doc.locale),
      ...dates,
      slugTypes: slugTypesFor(String(doc.site) as Parameters<typeof slugTypesFor>[0]),
    };
    expect(await evaluateGroq(documents, PAGE_QUERY, params)).toEqual(plain(PAGE_QUERY, params));
  });

  it('root data and the sitemap of every site and locale', async () => {
    const sites = [...new Set(allPages.map((doc) => String(doc.site)))];
    for (const site of sites) {
      for (const locale of ['da', 'en', 'de', 'sv']) {
        const params: QueryParams = { site, locale };
        expect(await evaluateGroq(documents, ROOT_DATA_QUERY, params)).toEqual(plain(ROOT_DATA_QUERY, params));
      }
      const params: QueryParams = { site, slugTypes: slugTypesFor(site as Parameters<typeof slugTypesFor>[0]) };
      expect(await evaluateGroq(documents, SITEMAP_QUERY, params)).toEqual(plain(SITEMAP_QUERY, params));
    }
  });
});
