import { z } from 'zod';
import { isLocale, type Locale } from '@design-system/i18n/locales';
import { noteShown } from '../cache/renderNotes';
import { type CmsLink, linkSchema } from '../cms/content/common.schema';
import { PAGE_QUERY } from '../cms/pages/page.query';
import { type CmsNotFound, type CmsPage, pageQueryResultSchema, pageSchema } from '../cms/pages/page.schema';
import { documentSlug, slugTypesFor } from '../cms/pages/pageTypes';
import type { ContentSource, Perspective } from '../cms/source/source';
import { type Clock, queryDates } from '../domain/clock';
import { isApiPath, pagePath, parsePath } from '../i18n/paths';
import { locationHeader, REDIRECT_URL } from '../security/safeUrl';
import type { HostConfig } from '../sites/hosts';
import { isSiteId, type SiteId } from '../sites/registry';
import { pageHref } from '../sites/urls';
import { LOADER_ERRORS, LoaderInputError } from './errors';

/** The page loader's input, validated at the edge with the spec's error texts. */
export const pageRequestSchema = z.object({
  site: z
    .string({ error: LOADER_ERRORS.siteRequired })
    .min(1, LOADER_ERRORS.siteRequired)
    .refine(isSiteId, { error: (issue) => LOADER_ERRORS.unknownSite(String(issue.input)) }),
  path: z
    .string({ error: LOADER_ERRORS.pathRequired })
    .min(1, LOADER_ERRORS.pathRequired)
    .startsWith('/', LOADER_ERRORS.pathSlash),
});

export interface PageRequest {
  site?: string | null;
  path?: string | null;
}

export interface LoaderDeps {
  source: ContentSource;
  hosts: HostConfig;
  clock: Clock;
  perspective?: Perspective;
}

export type PageOutcome =
  | { kind: 'page'; site: SiteId; locale: Locale; page: CmsPage }
  | { kind: 'redirect'; statusCode: 301 | 302; location: string }
  | { kind: 'notFound'; site: SiteId; locale: Locale; notFound: CmsNotFound | null }
  /** Paths under /api/ are skipped by page loading. */
  | { kind: 'skip' };

/** Validates loader input; throws LoaderInputError with the spec's first applicable message. */
export function validatePageRequest(request: PageRequest): { site: SiteId; path: string } {
  // The site is checked before the path, as the spec lists them.
  const siteResult = pageRequestSchema.shape.site.safeParse(request.site ?? undefined);
  if (!siteResult.success) throw new LoaderInputError(siteResult.error.issues[0]?.message);
  const pathResult = pageRequestSchema.shape.path.safeParse(request.path ?? undefined);
  if (!pathResult.success) throw new LoaderInputError(pathResult.error.issues[0]?.message);
  return { site: siteResult.data as SiteId, path: pathResult.data };
}

/**
 * Where a redirect document sends the visitor, as a Location header value: a page (on this site, or absolute on
 * another), a path on this site, or an absolute http(s) URL, percent-encoded (`locationHeader`). Null for any other
 * target (`//host`, `/\host`, `javascript:`, control characters, line breaks) or none: the redirect is then ignored.
 */
function redirectLocation(to: CmsLink, site: SiteId, hosts: HostConfig): string | null {
  if (to.type === 'external' || (!to.type && to.href)) return locationHeader(to.href, REDIRECT_URL);
  if (!to.targetType || !isLocale(to.locale)) return null;
  const slug = documentSlug(to.targetType, to.slug);
  if (slug === null) return null;
  return locationHeader(pageHref({ site: to.site, locale: to.locale, slug }, site, hosts), REDIRECT_URL);
}

/**
 * Loads what a URL path shows on a site, in one content round trip: a page, a redirect (301
 * permanent, otherwise 302; an absolute external target as is), or the site's 404 page.
 */
export async function loadPage(request: PageRequest, deps: LoaderDeps): Promise<PageOutcome> {
  const { site, path } = validatePageRequest(request);
  if (isApiPath(path)) return { kind: 'skip' };
  const { locale, slug } = parsePath(path);
  const normalisedPath = pagePath(locale, slug);
  const raw = await deps.source.fetch(
    site,
    PAGE_QUERY,
    { slug, path: normalisedPath, site, locale, ...queryDates(deps.clock), slugTypes: slugTypesFor(site) },
    deps.perspective,
  );
  // Every document in the result (page, referenced and listed documents, redirect, 404 page) names the response.
  noteShown(raw);
  const result = pageQueryResultSchema.parse(raw);

  if (result.redirect) {
    const to = result.redirect.to ? linkSchema.parse(result.redirect.to) : null;
    const location = to ? redirectLocation(to, site, deps.hosts) : null;
    if (location) return { kind: 'redirect', statusCode: result.redirect.statusCode === 301 ? 301 : 302, location };
    // The page (or the 404 page) is answered instead, and one line says why (the target quoted as data).
    const target = to?.href ?? to?.slug;
    console.warn(
      `[content] Redirect from ${normalisedPath} on ${site} ignored: ${
        target
          ? `${JSON.stringify(target).slice(0, 200)} is not a page, a path on this site or an http(s) URL`
          : 'no target'
      }`,
    );
  }
  if (result.page) {
    return { kind: 'page', site, locale, page: pageSchema.parse(result.page) };
  }
  return { kind: 'notFound', site, locale, notFound: result.notFound ?? null };
}
