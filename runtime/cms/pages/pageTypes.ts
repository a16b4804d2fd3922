import type { DictionaryKey } from '@design-system/i18n/dictionary';
import { translate } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import { pagePath } from '@runtime/i18n/paths';
import { isContentTypeEnabled, type OptionalContentType, type SiteId, sites } from '@runtime/sites/registry';
import { generatedPageTypes } from './pageTypes.generated';

/** How a page type is found, which optional content type it belongs to, and its label. */
export interface PageTypeFacts {
  lookup: 'front' | 'slug';
  /** The page type exists only on sites that enable this content type. */
  requires?: OptionalContentType;
  label: DictionaryKey;
  /** Article-type pages show in the article wrapper above the header, without the footer. */
  article?: boolean;
}

/**
 * Every page type's facts, generated from the page type definitions (./index.ts) into a table of its own: the Studio's
 * Presentation bundle, search, the sitemap and the mappers the definitions use read it without the definitions' GROQ,
 * zod and mappers (importing them here would also be an import cycle).
 */
export const pageTypes = generatedPageTypes;

export type PageType = keyof typeof pageTypes;

export function isPageType(type: string): type is PageType {
  return Object.hasOwn(pageTypes, type);
}

/** Page types looked up by slug on a site: a type whose content type the site does not enable is a 404. */
export function slugTypesFor(site: SiteId): PageType[] {
  return (Object.keys(pageTypes) as PageType[]).filter((type) => {
    const definition: PageTypeFacts = pageTypes[type];
    return definition.lookup === 'slug' && (!definition.requires || isContentTypeEnabled(site, definition.requires));
  });
}

/**
 * The slug a page document is found at on its site: a front page the empty slug (its locale's root), any other page
 * its own slug; null for a page without one (it has no address). Links, redirects, translations, search results and
 * purges all find a document's page with it.
 */
export function documentSlug(type: string, slug: string | null | undefined): string | null {
  const definition: PageTypeFacts | undefined = isPageType(type) ? pageTypes[type] : undefined;
  if (definition?.lookup === 'front') return '';
  return slug || null;
}

/**
 * The public path of a page document on its site (./documentSlug): the sitemap and the Studio's Presentation tool
 * write page URLs with it.
 */
export function documentPath(type: string, locale: Locale, slug: string | null | undefined): string | null {
  const found = documentSlug(type, slug);
  return found === null ? null : pagePath(locale, found);
}

/**
 * A content type's label in a locale: exhibitions are relabelled as experiences on the sites
 * that do so; frontPage, landingPage and unknown types are "Side".
 */
export function typeLabel(type: string, site: SiteId, locale: string): string {
  const definition: PageTypeFacts | undefined = isPageType(type) ? pageTypes[type] : undefined;
  const key = definition?.label ?? 'typePage';
  if (key === 'typeExhibition' && sites[site].relabelsExhibitionsAsExperiences)
    return translate(locale, 'typeExperience');
  return translate(locale, key);
}
