import { map } from 'rxjs';
import { z } from 'zod';
import { isLocale, type Locale, locales } from '@design-system/i18n/locales';
import { documentPath, isPageType, pageTypes, slugTypesFor } from '../cms/pages/pageTypes';
import { pagePath } from '../i18n/paths';
import { DRAFTS_PREFIX, isValidVersionName, parseDocumentId, VERSIONS_PREFIX } from '../preview/documentIds';
import { SAME_SITE_PATH, safeUrl } from '../security/safeUrl';
import type { HostConfig } from '../sites/hosts';
import { isSiteId, type SiteId, sites } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from './sanityTypes';

/**
 * Where a document appears, for the Studio's Presentation tool (`resolve.locations`): the URLs it has as a page, and a
 * short list of the pages that show it.
 *
 * - A page (every type in runtime/cms/pages/pageTypes.ts): its own URL on its site, in its locale, when the site has the
 *   page type; then the pages that reference it (links, featured items, modules).
 * - An event: the calendar page of its site and locale (unless it is kept out of the calendar), and the pages that
 *   reference it (its event page, ticket pages, programmes).
 * - A contact person or a practical-information entry: the pages that reference it.
 * - Navigation and site settings: shown on every page of their site and locale (a message, and the front page);
 *   opening hours: on every page of their site in every language (the front pages).
 * - A 404 page: /{locale}/404 on its site. A redirect: its from-path (the preview follows it to the target).
 * - Any other type: nothing (the Studio shows no locations).
 *
 * At most PAGES_LISTED referencing pages are listed, with a message saying how many there are in all.
 */
export const PAGES_LISTED = 10;

/** Shown on every page of their site and locale (opening hours: of their site). */
const SITE_WIDE_TYPES = ['navigation', 'siteConfig', 'openingHours'] as const;
/** Types that are not pages but have locations. */
const SHOWN_TYPES = ['event', 'contactPerson', 'practicalInformation', 'notFoundPage', 'redirect', ...SITE_WIDE_TYPES];

/** Whether documents of a type have locations; any other type resolves to none. */
export function hasLocations(type: string): boolean {
  return isPageType(type) || SHOWN_TYPES.includes(type);
}

const PAGE_FIELDS = /* groq */ `_id, _type, title, site, locale, "slug": slug.current`;

/**
 * The document (by published id; the perspective decides whether its draft or a release version is read) and the
 * pages that show it. Params: id, pageTypes, siteWideTypes.
 */
export const LOCATIONS_QUERY = /* groq */ `*[_id == $id][0]{
  ${PAGE_FIELDS}, from,
  "pages": *[_type in $pageTypes && references(^._id)] | order(site asc, locale asc, _type asc, slug.current asc)[0...${PAGES_LISTED}]{ ${PAGE_FIELDS} },
  "pageCount": count(*[_type in $pageTypes && references(^._id)]),
  "calendars": select(
    _type == "event" && showInCalendar != false => *[_type == "calendar" && site == ^.site && locale == ^.locale]{ ${PAGE_FIELDS} }
  ),
  "frontPages": select(
    _type in $siteWideTypes => *[_type == "frontPage" && site == ^.site && (!defined(^.locale) || locale == ^.locale)]{ ${PAGE_FIELDS} }
  )
}`;

/** The params of LOCATIONS_QUERY for a document id (a draft or version id is read as its published id). */
export function locationsQueryParams(id: string): { id: string; pageTypes: string[]; siteWideTypes: string[] } {
  return {
    id: parseDocumentId(id)?.publishedId ?? id,
    pageTypes: Object.keys(pageTypes),
    siteWideTypes: [...SITE_WIDE_TYPES],
  };
}

const text = z.string().nullish().catch(null);
const pageSchema = z.object({ _id: z.string(), _type: z.string(), title: text, site: text, locale: text, slug: text });
const pageList = z
  .array(pageSchema.nullable().catch(null))
  .nullish()
  .catch(null)
  .transform((pages) => (pages ?? []).filter((page) => page !== null));
const resultSchema = pageSchema.extend({
  from: text,
  pages: pageList,
  pageCount: z.number().nullish().catch(null),
  calendars: pageList,
  frontPages: pageList,
});

type LocatedPage = z.infer<typeof pageSchema>;

/** A page's URL on its site, when the URL shows it: a known site and locale, and a type the site has. */
function pageLocation(page: LocatedPage, hosts: HostConfig): DocumentLocation | null {
  const { site, locale } = page;
  if (!isSiteId(site) || !isLocale(locale) || !isPageType(page._type)) return null;
  if (pageTypes[page._type].lookup === 'slug' && !slugTypesFor(site).includes(page._type)) return null;
  const path = documentPath(page._type, locale, page.slug);
  if (!path) return null;
  return { title: page.title?.trim() || path, href: absoluteUrl(site, path, hosts) };
}

const where = (site: SiteId, locale: string | null | undefined) =>
  isLocale(locale) ? `${sites[site].name} (${locale})` : `${sites[site].name}, in every language`;

const localeOrder = (page: LocatedPage) => locales.indexOf(page.locale as Locale);

/**
 * The locations of a document from LOCATIONS_QUERY's result: its own URL first, then the pages that reference it, then
 * the pages that list it or that show it with every page; each URL once. Null when there is no document (in this
 * perspective).
 */
export function locationsState(raw: unknown, hosts: HostConfig): DocumentLocationsState | null {
  if (raw === null || raw === undefined) return null;
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) return null;
  const doc = parsed.data;
  const site = isSiteId(doc.site) ? doc.site : null;
  const own: (DocumentLocation | null)[] = [];
  const messages: string[] = [];
  let tone: DocumentLocationsState['tone'];

  if (isPageType(doc._type)) own.push(pageLocation(doc, hosts));
  if (doc._type === 'notFoundPage' && site && isLocale(doc.locale)) {
    const path = pagePath(doc.locale, '404');
    own.push({ title: doc.title?.trim() || path, href: absoluteUrl(site, path, hosts) });
    messages.push(`Shown at every address of ${where(site, doc.locale)} that has no page.`);
  }
  if (doc._type === 'redirect' && site) {
    const from = safeUrl(doc.from, SAME_SITE_PATH);
    if (from) own.push({ title: `${from} (redirect)`, href: absoluteUrl(site, from, hosts) });
  }
  if ((SITE_WIDE_TYPES as readonly string[]).includes(doc._type) && site) {
    messages.push(`Shown on every page of ${where(site, doc.locale)}.`);
    tone = 'caution';
  }
  const frontPages = [...doc.frontPages].sort((a, b) => localeOrder(a) - localeOrder(b));
  const count = doc.pageCount ?? doc.pages.length;
  if (count > doc.pages.length) messages.push(`Linked from ${count} pages; the first ${doc.pages.length} are listed.`);

  const locations = new Map<string, DocumentLocation>();
  const shown = [...doc.pages, ...doc.calendars, ...frontPages].map((page) => pageLocation(page, hosts));
  for (const location of [...own, ...shown]) {
    if (location && !locations.has(location.href)) locations.set(location.href, location);
  }
  return {
    locations: [...locations.values()],
    ...(messages.length > 0 ? { message: messages.join(' ') } : {}),
    ...(tone ? { tone } : {}),
  };
}

/** The ids whose changes re-resolve a document's locations: published, and its draft and versions in the perspective. */
function watchedIds(publishedId: string, perspectiveStack: readonly string[]): string[] {
  const ids = new Set([publishedId]);
  for (const perspective of perspectiveStack) {
    if (perspective === 'drafts') ids.add(`${DRAFTS_PREFIX}${publishedId}`);
    else if (isValidVersionName(perspective)) ids.add(`${VERSIONS_PREFIX}${perspective}.${publishedId}`);
  }
  return [...ids];
}

/**
 * `resolve.locations` for the Presentation tool (its function form, which may query): for a document of a type with
 * locations, an Observable of its locations, read in the Studio's perspective and read again when the document
 * changes; for any other type, null.
 */
export function documentLocations(hosts: HostConfig): DocumentLocationResolver {
  return ({ id, type, perspectiveStack }, { documentStore }) => {
    if (!hasLocations(type)) return null;
    const params = locationsQueryParams(id);
    return documentStore
      .listenQuery(
        { fetch: LOCATIONS_QUERY, listen: '*[_id in $watched]' },
        { ...params, watched: watchedIds(params.id, perspectiveStack) },
        { perspective: perspectiveStack, tag: 'museum-locations' },
      )
      .pipe(map((result) => locationsState(result, hosts)));
  };
}
