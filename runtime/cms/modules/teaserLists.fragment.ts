/**
 * GROQ of the modules that show other pages as teasers: featured exhibitions, projects and collections, the podcast
 * teaser, the exhibition, project, service and collection lists, random related content and related content (tab
 * groups of manual, tag or contentType). Everything rides in the one page query (params $site, $locale, $today, $slug
 * and $slugTypes, the page types enabled on the site); the spec's selection rules run here, so live Sanity and the
 * embedded dataset give the same items, and the mappers (mappers/modules/teaserLists.mapper.ts) only shape them.
 *
 * Every module's teasers arrive as `items` (or `reference`, `groups[].items`) in the DOCUMENT_TEASER projection.
 * References are resolved with `->`; a broken reference, a page without a slug or a title, or a page of a type the
 * site does not enable ("Content types enabled per site", spec: `_type in $slugTypes`) is left out before any limit
 * is applied, so it never takes the place of a good item.
 *
 * Functions of the shared fragments, which the caller (fragments.ts) passes in: this file does not import
 * fragments.ts, which builds MODULES from it (an import cycle breaks under Vite's SSR loader).
 */

/** The shared fragments these projections use. */
export interface TeaserListFragments {
  LINK: string;
  /** documentTeaser.fragment.ts */
  DOCUMENT_TEASER: string;
}

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
function picks(field: string, types: string[] | null, limit: number): string {
  const typeFilter = types ? `_type in [${types.map((type) => `"${type}"`).join(', ')}] && ` : '';
  return /* groq */ `(${field}[]->)[${typeFilter}${SHOWABLE}][0...${limit}]`;
}

/** A list module's pages: the editor's picks when there are any, else the site's pages of the type by `order`. */
function listItems(field: string, type: string, order: string, filter?: string): string {
  return /* groq */ `select(
      count(${field}) > 0 => ${picks(field, [type], LIST_ITEMS)},
      *[_type == "${type}" && ${SHOWABLE} && ${SAME_SITE_AND_LOCALE}${filter ? ` && ${filter}` : ''}]
        | order(${order})[0...${LIST_ITEMS}]
    )`;
}

/**
 * The modules that are a heading, an overview link and a list of teasers, and how each chooses its pages. They share
 * one projection, so the teaser projection is written once in the query, not once per module type. (A projection maps
 * over an array only in a traversal: hence `(select(…))[]{…}` for lists, `(select(…)){…}` for one document.)
 */
const TEASER_LISTS: Record<string, string> = {
  featuredExhibitions: picks('exhibitions', ['exhibition'], FEATURED_ITEMS),
  featuredProjects: picks('projects', ['project'], FEATURED_ITEMS),
  featuredCollections: picks('collections', ['collection'], FEATURED_ITEMS),
  /** Exhibitions not yet ended (an open end never ends), soonest first. */
  exhibitionList: listItems(
    'exhibitions',
    'exhibition',
    'period.from asc, title asc',
    '(!defined(period.to) || period.to >= $today)',
  ),
  projectList: listItems('projects', 'project', 'period.from desc, title asc'),
  serviceList: listItems('services', 'service', 'title asc'),
  collectionList: listItems('collections', 'collection', 'title asc'),
  /** Spec: "Random related content: 10 items, newest updated first, same locale and site." */
  randomRelatedContent: /* groq */ `*[${SHOWABLE} && ${SAME_SITE_AND_LOCALE}] | order(_updatedAt desc)[0...${RANDOM_RELATED_ITEMS}]`,
};

/**
 * The pages a related-content tab shows, by its kind: the editor's picks, or the spec's "Related groups by tag or
 * content type: 4 items, newest updated first."
 */
const RELATED_GROUP_ITEMS_QUERY = /* groq */ `select(
      type == "manual" => ${picks('items', null, RELATED_GROUP_ITEMS)},
      type == "tag" => *[${SHOWABLE} && ${SAME_SITE_AND_LOCALE} && defined(^.tag) && ^.tag in tags]
        | order(_updatedAt desc)[0...${RELATED_GROUP_ITEMS}],
      type == "contentType" => *[_type == ^.contentType && ${SHOWABLE} && ${SAME_SITE_AND_LOCALE}]
        | order(_updatedAt desc)[0...${RELATED_GROUP_ITEMS}]
    )`;

/** The podcast types a podcast teaser can show. */
const PODCAST_TYPES = /* groq */ `["podcastEpisodePage", "podcastShowPage"]`;

/** The teaser-list modules, as conditional fields of MODULES (fragments.ts). */
export function teaserListModuleProjections(f: TeaserListFragments): string {
  const TEASER = f.DOCUMENT_TEASER;
  const types = Object.keys(TEASER_LISTS);
  const choices = Object.entries(TEASER_LISTS).map(([type, items]) => `_type == "${type}" => ${items}`);
  return /* groq */ `_type in [${types.map((type) => `"${type}"`).join(', ')}] => {
    title,
    "link": link${f.LINK},
    "items": (select(
      ${choices.join(',\n      ')}
    ))[]${TEASER}
  },
  _type == "podcastTeaser" => {
    "reference": (select(
      reference->_type in ${PODCAST_TYPES} && reference->_type in $slugTypes && defined(reference->slug.current) =>
        reference->
    ))${TEASER}
  },
  _type == "relatedContent" => {
    title,
    "groups": groups[]{ _key, type, label, tag, contentType, "items": (${RELATED_GROUP_ITEMS_QUERY})[]${TEASER} }
  }`;
}
