import { isLocale, type Locale, locales } from '../../../design-system/i18n/locales';
import type { LanguageOption } from '../../../design-system/shell/LanguageSwitcher';
import type { FrontPageModel } from '../../../design-system/templates/FrontPage';
import type { LandingPageModel } from '../../../design-system/templates/LandingPage';
import type { PageThemeColours } from '../../../design-system/theme/pageTheme';
import { pagePath } from '../../i18n/paths';
import { pageStructuredData } from '../../render/structuredData';
import { absoluteUrl } from '../../sites/urls';
import type { CmsTheme } from '../schemas/common.schema';
import type { CmsPage } from '../schemas/page.schema';
import type { MapContext } from './context';
import { mapImage } from './image.mapper';
import { mapLink } from './link.mapper';
import { mapModules } from './modules.mapper';

/** The sites whose front-page hero is of full type with separate text (spec section 2). */
const FULL_HERO_SITES = new Set(['krigsmuseet', 'kronborg']);

export type TemplateModel =
  | { type: 'frontPage'; props: FrontPageModel }
  | { type: 'landingPage'; props: LandingPageModel }
  /** An unknown page type: an empty block list, logged. */
  | { type: 'unknown'; props: { title: string } };

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
  publishedAt?: string;
  createdAt?: string;
}

function mapTheme(theme: CmsTheme | null | undefined): PageThemeColours | undefined {
  if (!theme) return undefined;
  const colours: PageThemeColours = {};
  for (const key of ['primaryBackground', 'primaryForeground', 'impactBackground', 'impactForeground'] as const) {
    const value = theme[key];
    if (value) colours[key] = value;
  }
  return Object.keys(colours).length > 0 ? colours : undefined;
}

function mapTemplate(page: CmsPage, ctx: MapContext): TemplateModel {
  const blocks = mapModules(page.modules, ctx);
  switch (page._type) {
    case 'frontPage':
      return {
        type: 'frontPage',
        props: {
          hero: {
            variant: FULL_HERO_SITES.has(ctx.site) ? 'full' : 'split',
            title: page.title,
            items: (page.hero?.items ?? []).map((item) => ({
              key: item._key,
              title: item.title,
              description: item.description ?? undefined,
              image: mapImage(item.image, ctx.locale, ctx.images),
              link: mapLink(item.link, ctx) ?? undefined,
              overlay: item.overlay ?? false,
              theme: mapTheme(item.theme),
            })),
          },
          blocks,
        },
      };
    case 'landingPage':
      return {
        type: 'landingPage',
        props: {
          hero: {
            title: page.title,
            intro: page.hero?.intro ?? undefined,
            image: mapImage(page.hero?.image, ctx.locale, ctx.images),
          },
          blocks,
        },
      };
    default:
      console.warn(`[content] Unknown page type "${page._type}" (${page._id}): rendered with an empty block list`);
      return { type: 'unknown', props: { title: page.title } };
  }
}

/** A validated page document to its view model. */
export function mapPage(page: CmsPage, ctx: MapContext): PageView {
  const slugOf = (type: string, slug: string | null | undefined) => (type === 'frontPage' ? '' : slug);
  const path = pagePath(ctx.locale, slugOf(page._type, page.slug));
  const url = absoluteUrl(ctx.site, path, ctx.hosts);

  const urls: Partial<Record<Locale, string>> = { [ctx.locale]: path };
  for (const translation of page.translations ?? []) {
    if (!isLocale(translation.locale) || translation.locale === ctx.locale) continue;
    if (translation._type !== 'frontPage' && !translation.slug) continue;
    urls[translation.locale] = pagePath(translation.locale, slugOf(translation._type, translation.slug));
  }

  const seo = page.seo ?? {};
  const image = mapImage(seo.image, ctx.locale, ctx.images);
  const description = seo.description ?? seo.ogDescription ?? undefined;
  return {
    id: page._id,
    type: page._type,
    title: page.title,
    locale: ctx.locale,
    path,
    url,
    urls,
    head: {
      title: seo.title ?? page.title,
      description,
      canonical: url,
      ogUrl: url,
      ogDescription: seo.ogDescription ?? description,
      ogImage: image ? new URL(image.src, ctx.hosts.origins[ctx.site]).toString() : undefined,
      noindex: seo.indexingOptions === 'noindex',
      lang: ctx.locale,
      alternates: [
        ...Object.entries(urls).map(([hrefLang, href]) => ({ hrefLang, href: absoluteUrl(ctx.site, href, ctx.hosts) })),
        ...(urls.da ? [{ hrefLang: 'x-default', href: absoluteUrl(ctx.site, urls.da, ctx.hosts) }] : []),
      ],
      jsonLd: pageStructuredData(seo.structuredData ?? undefined),
    },
    theme: mapTheme(page.theme),
    navigationColor: page.navigationColor ?? 'foreground',
    injectedH1: seo.injectedH1 ?? undefined,
    languages: locales.map((locale) => ({
      locale,
      href: urls[locale] ?? pagePath(locale, ''),
      current: locale === ctx.locale,
    })),
    template: mapTemplate(page, ctx),
    publishedAt: page._updatedAt ?? undefined,
    createdAt: page._createdAt ?? undefined,
  };
}
