import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import { fillText } from '@design-system/i18n/translate';
import type { SearchResponse, SearchResultItem } from '@design-system/templates/SearchPage';
import { noteShown } from '../cache/renderNotes';
import { imageSchema } from '../cms/content/common.schema';
import type { MapContext } from '../cms/content/context';
import { mapImage, THUMBNAIL_SIZING } from '../cms/content/image.mapper';
import { documentSlug, slugTypesFor, typeLabel } from '../cms/pages/pageTypes';
import type { ContentSource } from '../cms/source/source';
import { pageHref } from '../sites/urls';
import { SEARCH_RESULTS_QUERY } from './search.query';
import { filterByFacet, searchFacets, selectedFacet } from './search-facets';
import { pageOfResults } from './search-paging';

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
  /** The document's short text (teaser, intro, description…); a rich-text field there degrades to none. */
  description: z.string().nullish().catch(null),
  image: imageSchema.nullish().catch(null),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

/** A podcast episode's "Sæson 2 · Episode 4" line, worded as in the show's list of episodes. */
function podcastPrefix(row: SearchRow, locale: Locale): string | undefined {
  const parts = [
    row.seasonName?.trim(),
    row.episodeNumber ? fillText(translate(locale, 'listEpisodeNumber'), { number: row.episodeNumber }) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** One result: date = the period from-to as a range, else the published date (Search result). */
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
  const description = row.description?.trim();
  return {
    id: row._id,
    _type: row._type,
    title,
    tag: typeLabel(row._type, ctx.site, ctx.locale),
    url: pageHref({ site: row.site, locale, slug: documentSlug(row._type, row.slug) }, ctx.site, ctx.hosts),
    ...(date ? { date } : {}),
    ...(prefix ? { prefix } : {}),
    ...(description ? { description } : {}),
    image: mapImage(row.image, ctx.locale, ctx.images, THUMBNAIL_SIZING),
  };
}

/**
 * The spec's search response from a list of ids (best first): one content query for the documents
 * whose id is in the list, filtered by locale and site, mapped to items in relevance order, with a
 * facet per type label (search-facets.ts). `type` narrows the items to the facet that holds that type
 * (an unknown type narrows nothing); facets and totalResults count them all. The items are one page
 * of those (`page`, from 1, clamped to the pages there are).
 */
export async function searchResponse(
  ids: string[],
  options: { source: ContentSource; ctx: MapContext; type?: string; page?: number },
): Promise<SearchResponse> {
  if (ids.length === 0) return emptySearchResponse();
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
  const facets = searchFacets(items, options.type);
  const shown = pageOfResults(filterByFacet(items, selectedFacet(facets, options.type)), options.page ?? 1);
  return { facets, items: shown.items, totalResults: items.length, paging: shown.paging };
}

/** The response of a search that found nothing (or could not be run). */
export function emptySearchResponse(): SearchResponse {
  return { facets: [], items: [], totalResults: 0, paging: pageOfResults([], 1).paging };
}
