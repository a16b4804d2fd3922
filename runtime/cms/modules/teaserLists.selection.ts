/**
 * Which pages the modules that show other pages as teasers choose (./teaserLists.modules.ts): featured exhibitions,
 * projects and collections, the podcast teaser, the exhibition, project, service and collection lists, random related
 * content and related content (tab groups of manual, tag or contentType). Everything rides in the one page query
 * (params $site, $locale, $today, $slug and $slugTypes, the page types enabled on the site); the spec's selection
 * rules run here, so live Sanity and the embedded dataset give the same items, and the mappers only shape them.
 *
 * Every module's teasers arrive as `items` (or `reference`, `groups[].items`) in the DOCUMENT_TEASER projection.
 * References are resolved with `->`; a broken reference, a page without a slug or a title, or a page of a type the
 * site does not enable ("Content types enabled per site", spec: `_type in $slugTypes`) is left out before any limit
 * is applied, so it never takes the place of a good item.
 */

/** Spec: "Random related content: 10 items, newest updated first, same locale and site." */
export const RANDOM_RELATED_ITEMS = 10;

/**
 * Spec: "Related groups by tag or content type: 4 items, newest updated first." A manual group is a tab of the
 * same tabbed list ("Tabbed lists: limit of 4 items"), in the editor's order.
 */
export const RELATED_GROUP_ITEMS = 4;

/** Featured exhibitions, projects and collections show 1-4 teasers (FEATURED_LIMIT of the design system's blocks). */
export const FEATURED_ITEMS = 4;

/**
 * The exhibition, project, service and collection lists are not tabbed, so the spec sets no limit; this bound keeps
 * one module from pulling a whole content type into the page query (four rows of the three-column grid).
 */
export const LIST_ITEMS = 12;

/** A page that can be shown as a teaser on this site: linkable, titled, of a type the site enables. */
const SHOWABLE = /* groq */ `_type in $slugTypes && defined(slug.current) && defined(title)`;

/** Pages of the site in the page's locale, other than the page itself. */
const SAME_SITE_AND_LOCALE = /* groq */ `site == $site && locale == $locale && slug.current != $slug`;

/** The referenced pages of a field, in the editor's order, of one of `types` (any when null), at most `limit`. */
export function picks(field: string, types: string[] | null, limit: number): string {
  const typeFilter = types ? `_type in [${types.map((type) => `"${type}"`).join(', ')}] && ` : '';
  return /* groq */ `(${field}[]->)[${typeFilter}${SHOWABLE}][0...${limit}]`;
}

/** A list module's pages: the editor's picks when there are any, else the site's pages of the type by `order`. */
export function listItems(field: string, type: string, order: string, filter?: string): string {
  return /* groq */ `select(
      count(${field}) > 0 => ${picks(field, [type], LIST_ITEMS)},
      *[_type == "${type}" && ${SHOWABLE} && ${SAME_SITE_AND_LOCALE}${filter ? ` && ${filter}` : ''}]
        | order(${order})[0...${LIST_ITEMS}]
    )`;
}

/** Spec: "Random related content: 10 items, newest updated first, same locale and site." */
export const RANDOM_RELATED = /* groq */ `*[${SHOWABLE} && ${SAME_SITE_AND_LOCALE}] | order(_updatedAt desc)[0...${RANDOM_RELATED_ITEMS}]`;

/**
 * The pages a related-content tab shows, by its kind: the editor's picks, or the spec's "Related groups by tag or
 * content type: 4 items, newest updated first."
 */
export const RELATED_GROUP_ITEMS_QUERY = /* groq */ `select(
      type == "manual" => ${picks('items', null, RELATED_GROUP_ITEMS)},
      type == "tag" => *[${SHOWABLE} && ${SAME_SITE_AND_LOCALE} && defined(^.tag) && ^.tag in tags]
        | order(_updatedAt desc)[0...${RELATED_GROUP_ITEMS}],
      type == "contentType" => *[_type == ^.contentType && ${SHOWABLE} && ${SAME_SITE_AND_LOCALE}]
        | order(_updatedAt desc)[0...${RELATED_GROUP_ITEMS}]
    )`;

/** The podcast types a podcast teaser can show. */
export const PODCAST_TYPES = /* groq */ `["podcastEpisodePage", "podcastShowPage"]`;
