import { z } from 'zod';
import { translate } from '../../design-system/i18n/dictionary';
import type { Locale } from '../../design-system/i18n/locales';
import type { SearchFacet, SearchResponse, SearchResultItem } from '../../design-system/templates/SearchPage';
import { noteShown } from '../cache/renderNotes';
import type { MapContext } from '../cms/mappers/context';
import { mapImage } from '../cms/mappers/image.mapper';
import { slugTypesFor, typeLabel } from '../cms/pageTypes';
import { imageSchema } from '../cms/schemas/common.schema';
import type { ContentSource } from '../cms/source';
import { pageHref } from '../sites/urls';
import { SEARCH_RESULTS_QUERY } from './search.query';

const dateText = z.string().min(1).nullish().catch(null);

/** One row of the search results query; a bad field degrades that field, never the search. */
export const searchRowSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  title: z.string().nullish().catch(null),
  slug: z.string().nullish().catch(null),
  locale: z.string().nullish().catch(null),
  site: z.string().nullish().catch(null),
  period: z.object({ from: dateText, to: dateText }).nullish().catch(null),
  publishedDate: dateText,
  seasonName: z.string().nullish().catch(null),
  episodeNumber: z.number().nullish().catch(null),
  image: imageSchema.nullish().catch(null),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

/** A podcast episode's "Sæson 2 · Episode 4" line. */
function podcastPrefix(row: SearchRow, locale: Locale): string | undefined {
  const parts = [
    row.seasonName?.trim(),
    row.episodeNumber ? `${translate(locale, 'blockEpisodeNumber')} ${row.episodeNumber}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** One result: date = the period from-to as a range, else the published date (spec 3, Search result). */
export function mapSearchRow(row: SearchRow, ctx: MapContext): SearchResultItem | null {
  const title = row.title?.trim();
  if (!title) return null;
  const locale = (row.locale ?? ctx.locale) as Locale;
  const date = row.period?.from
    ? { from: row.period.from, ...(row.period.to ? { to: row.period.to } : {}) }
    : row.publishedDate
      ? { from: row.publishedDate }
      : undefined;
  const prefix = row._type === 'podcastEpisodePage' ? podcastPrefix(row, ctx.locale) : undefined;
  return {
    id: row._id,
    _type: row._type,
    title,
    tag: typeLabel(row._type, ctx.site, ctx.locale),
    url: pageHref({ site: row.site, locale, slug: row._type === 'frontPage' ? '' : row.slug }, ctx.site, ctx.hosts),
    ...(date ? { date } : {}),
    ...(prefix ? { prefix } : {}),
    image: mapImage(row.image, ctx.locale, ctx.images),
  };
}

/** Facets: each _type among the results, with its label and count, in order of first appearance. */
export function searchFacets(items: SearchResultItem[]): SearchFacet[] {
  const facets = new Map<string, SearchFacet>();
  for (const item of items) {
    const facet = facets.get(item._type);
    if (facet) facet.count += 1;
    else facets.set(item._type, { _type: item._type, label: item.tag, count: 1 });
  }
  return [...facets.values()];
}

/**
 * The spec's search response from a list of ids (best first): one content query for the documents
 * whose id is in the list, filtered by locale and site, mapped to items in relevance order, with a
 * facet per type. `type` narrows the items to one facet; facets and totalResults count them all.
 */
export async function searchResponse(
  ids: string[],
  options: { source: ContentSource; ctx: MapContext; type?: string },
): Promise<SearchResponse> {
  if (ids.length === 0) return { facets: [], items: [], totalResults: 0 };
  const { ctx } = options;
  const types = [...slugTypesFor(ctx.site), 'frontPage'];
  const raw = await options.source.fetch<unknown[]>(ctx.site, SEARCH_RESULTS_QUERY, {
    relatedDocumentIds: ids,
    site: ctx.site,
    locale: ctx.locale,
    types,
  });
  noteShown(raw);
  const rank = new Map(ids.map((id, index) => [id, index]));
  const items = (Array.isArray(raw) ? raw : [])
    .map((row) => searchRowSchema.safeParse(row))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => (rank.get(a._id) ?? 0) - (rank.get(b._id) ?? 0))
    .map((row) => mapSearchRow(row, ctx))
    .filter((item): item is SearchResultItem => item !== null);
  const facets = searchFacets(items);
  const shown = options.type ? items.filter((item) => item._type === options.type) : items;
  return { facets, items: shown, totalResults: items.length };
}
