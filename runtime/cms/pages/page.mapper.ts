import { isLocale, type Locale, locales } from '@design-system/i18n/locales';
import type { LanguageOption } from '@design-system/shell/LanguageSwitcher';
import type { PageThemeColours } from '@design-system/theme/pageTheme';
import { languageOption } from '@runtime/i18n/localeSwitch';
import { pagePath } from '@runtime/i18n/paths';
import { pageStructuredData } from '@runtime/render/structuredData';
import type { TemplateModel } from '@runtime/render/templates';
import { isSiteId, type SiteId } from '@runtime/sites/registry';
import { absoluteUrl } from '@runtime/sites/urls';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapTheme } from '../content/theme.mapper';
import { mapModules } from '../modules';
import { pageDefinitions } from './index';
import type { CmsPage } from './page.schema';
import { pageDescription, plainOf } from './pageDescription';
import { documentPath, documentSlug, isPageType, type PageTypeFacts, pageTypes } from './pageTypes';

type JsonLd = Record<string, unknown>;

export interface HeadModel {
  title: string;
  description?: string;
  canonical: string;
  ogUrl: string;
  ogDescription?: string;
  ogImage?: string;
  noindex: boolean;
  lang: Locale;
  alternates: { hrefLang: string; href: string }[];
  /** JSON-LD objects: the page's own plus the site's Organization and WebSite. */
  jsonLd: Record<string, unknown>[];
}

/** Everything a page needs to render: the spec's page result, as view models. */
export interface PageView {
  id: string;
  type: string;
  title: string;
  locale: Locale;
  /** The page's site, only when different from the current site (Common page). */
  site?: SiteId;
  /** The page's path on its site. */
  path: string;
  /** Absolute URL on the site's configured origin. */
  url: string;
  /** URLs of the page in each locale it exists in. */
  urls: Partial<Record<Locale, string>>;
  head: HeadModel;
  theme?: PageThemeColours;
  navigationColor: 'foreground' | 'background';
  injectedH1?: string;
  languages: LanguageOption[];
  template: TemplateModel;
  /** Article-type pages show in the article wrapper above the header, without the footer. */
  layout: 'default' | 'article';
  publishedAt?: string;
  createdAt?: string;
}

/**
 * The page type's own fields, validated, mapped to its template, with the type's own structured data;
 * an unknown type is logged.
 */
function mapTemplate(page: CmsPage, ctx: MapContext, url: string): { template: TemplateModel; jsonLd: JsonLd[] } {
  const definition = isPageType(page._type) ? pageDefinitions[page._type] : undefined;
  if (!definition) {
    console.warn(`[content] Unknown page type "${page._type}" (${page._id}): rendered with an empty block list`);
    return { template: { type: 'unknown', props: { title: page.title } }, jsonLd: [] };
  }
  const parsed = definition.schema.safeParse(page);
  if (!parsed.success) {
    // The type's schema catches broken fields itself; this is the last guard for the whole object.
    console.warn(`[content] ${page._type} ${page._id}: fields invalid (${parsed.error.issues[0]?.message})`);
  }
  const fields = parsed.success ? parsed.data : {};
  const blocks = mapModules(page.modules, ctx);
  const template = definition.map({ page, fields, blocks, ctx });
  let jsonLd: JsonLd[] = [];
  try {
    jsonLd = definition.structuredData?.({ page, fields, ctx, url }) ?? [];
  } catch (error) {
    console.warn(`[content] ${page._type} ${page._id}: structured data left out (${(error as Error).message})`);
  }
  return { template, jsonLd };
}

/** knowledgeArticle, article, or a page whose first block is an article hero. */
function isArticlePage(type: string, template: TemplateModel): boolean {
  if (isPageType(type) && (pageTypes[type] as PageTypeFacts).article) return true;
  if (type === 'article') return true;
  const blocks = (template.props as { blocks?: { _type: string }[] }).blocks;
  return blocks?.[0]?._type === 'articleHero';
}

/** A validated page document to its view model. */
export function mapPage(page: CmsPage, ctx: MapContext): PageView {
  const path = pagePath(ctx.locale, documentSlug(page._type, page.slug));
  // Spec: the page's site "only when different from the current site"; its URL is on its own site.
  const site = page.site !== ctx.site && isSiteId(page.site) ? page.site : undefined;
  const url = absoluteUrl(site ?? ctx.site, path, ctx.hosts);

  const urls: Partial<Record<Locale, string>> = { [ctx.locale]: path };
  for (const translation of page.translations ?? []) {
    if (!isLocale(translation.locale) || translation.locale === ctx.locale) continue;
    const path = documentPath(translation._type, translation.locale, translation.slug);
    if (path !== null) urls[translation.locale] = path;
  }

  const { template, jsonLd: typeJsonLd } = mapTemplate(page, ctx, url);
  const seo = page.seo ?? {};
  // og:image: the seo image, else the page's title or hero image (one without an asset is no image, and its own
  // block has warned about it already).
  const image =
    mapImage(seo.image, ctx.locale, ctx.images) ??
    (page.heroImage?.assetId ? mapImage(page.heroImage, ctx.locale, ctx.images) : null);
  const description = pageDescription(page);
  return {
    id: page._id,
    type: page._type,
    title: page.title,
    locale: ctx.locale,
    ...(site ? { site } : {}),
    path,
    url,
    urls,
    head: {
      title: seo.title ?? page.title,
      description,
      canonical: url,
      ogUrl: url,
      ogDescription: plainOf(seo.ogDescription) || description,
      ogImage: image ? absoluteUrl(site ?? ctx.site, image.src, ctx.hosts) : undefined,
      noindex: seo.indexingOptions === 'noindex',
      lang: ctx.locale,
      alternates: [
        ...Object.entries(urls).map(([hrefLang, href]) => ({ hrefLang, href: absoluteUrl(ctx.site, href, ctx.hosts) })),
        ...(urls.da ? [{ hrefLang: 'x-default', href: absoluteUrl(ctx.site, urls.da, ctx.hosts) }] : []),
      ],
      jsonLd: [...pageStructuredData(seo.structuredData ?? undefined), ...typeJsonLd],
    },
    theme: mapTheme(page.theme),
    navigationColor: page.navigationColor ?? 'foreground',
    injectedH1: seo.injectedH1 ?? undefined,
    languages: locales.map((locale) =>
      languageOption(locale, urls[locale] ?? pagePath(locale, ''), locale === ctx.locale),
    ),
    template,
    layout: isArticlePage(page._type, template) ? 'article' : 'default',
    publishedAt: page._updatedAt ?? undefined,
    createdAt: page._createdAt ?? undefined,
  };
}
