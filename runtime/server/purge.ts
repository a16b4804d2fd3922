import { z } from 'zod';
import { locales } from '@design-system/i18n/locales';
import { documentKey, overflowKey, publishedId, sitemapKey, typeKey } from '../cache/surrogateKeys';
import { documentSlug } from '../cms/pages/pageTypes';
import { isSiteId, siteIds } from '../sites/registry';

/**
 * What the publish webhook's projection sends about the changed document (docs/DEPLOYMENT.md has the
 * projection): its id and type, what happened to it (`delta::operation()`), its site, its slug now and before
 * the change, a redirect's from-path, and its translations. Every field is optional and a wrong one is ignored:
 * the purge is worked out from what is there.
 */
const slugValue = z
  .union([z.string(), z.object({ current: z.string() }).transform((slug) => slug.current)])
  .nullish()
  .catch(null);
const text = z.string().nullish().catch(null);

export const publishNoticeSchema = z.object({
  _id: text,
  _type: text,
  operation: z.enum(['create', 'update', 'delete']).nullish().catch(null),
  site: text,
  slug: slugValue,
  previousSlug: slugValue,
  from: text,
  previousFrom: text,
  translations: z
    .array(z.object({ _id: text, slug: slugValue }).nullish().catch(null))
    .nullish()
    .catch(null),
});

export type PublishNotice = z.input<typeof publishNoticeSchema>;

/** Every URL form a slug has: da without prefix, each locale's prefix, and `se` for Swedish. */
export function pathsForSlug(slug: string): string[] {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  const prefixes = ['', ...locales, 'se'];
  return prefixes.map((prefix) => {
    const parts = [prefix, clean].filter(Boolean);
    return parts.length ? `/${parts.join('/')}` : '/';
  });
}

/** What a publish purges: surrogate keys, page paths, or (a notice without an id) whole sites. */
export interface PurgePlan {
  /** Surrogate keys: of the document and its translations, its type when it was created or deleted, sitemaps. */
  keys: string[];
  /** The page paths of its slug before and after, and of its translations' (a cached 404 at a new slug too). */
  paths: string[];
  /** The published ids of the documents (root data showing them is forgotten too). */
  documents: string[];
  /** Whole sites, only for a notice that names neither a document nor a slug (every site when it names none). */
  sites?: string[];
}

/**
 * The purge for a published, changed or deleted document. By key: every cached response that shows the document
 * or one of its translations (`doc-…`); on a creation or deletion (or when the notice does not say which), every
 * response that shows documents of its type (`type-…`), so automatic lists pick up a document they could not name
 * before; the site's sitemap and the responses too big to name their documents (`sitemap-…`, `overflow-…`; all
 * sites' when it names none). By path: its page in every locale form at its slug now and before (a rename), and
 * its translations'; a redirect's from-path before and after. A notice without an id falls back to its whole site.
 */
export function purgePlan(raw: unknown): PurgePlan {
  const notice = publishNoticeSchema.parse(raw && typeof raw === 'object' ? raw : {});
  const site = notice.site && isSiteId(notice.site) ? notice.site : undefined;
  const sites = site ? [site] : [...siteIds];
  const documents = [notice._id, ...(notice.translations ?? []).map((translation) => translation?._id)]
    .filter((id): id is string => typeof id === 'string' && id.length > 0)
    .map(publishedId);

  const slugs = new Set<string>();
  // A front page is found at its locale's root (the empty slug).
  if (notice._type && documentSlug(notice._type, notice.slug) === '') slugs.add('');
  for (const slug of [notice.slug, notice.previousSlug, ...(notice.translations ?? []).map((t) => t?.slug)]) {
    if (typeof slug === 'string') slugs.add(slug);
  }
  const paths = new Set([...slugs].flatMap(pathsForSlug));
  if (notice._type === 'redirect') {
    for (const from of [notice.from, notice.previousFrom]) if (from?.startsWith('/')) paths.add(from);
  }

  if (!notice._id) {
    return { keys: [], paths: [...paths], documents, ...(paths.size > 0 ? {} : { sites }) };
  }
  const keys = new Set(documents.map(documentKey));
  if (notice._type && notice.operation !== 'update') keys.add(typeKey(notice._type));
  for (const each of sites) {
    keys.add(sitemapKey(each));
    keys.add(overflowKey(each));
  }
  return { keys: [...keys], paths: [...paths], documents: [...new Set(documents)] };
}
