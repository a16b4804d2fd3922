import {
  formatOpeningHoursToday,
  formatOpeningHoursWeek,
  type OpeningHoursLine,
} from '@design-system/format/openingHours';
import { type Locale, localeNames, locales } from '@design-system/i18n/locales';
import type { LinkModel } from '@design-system/primitives/Link';
import type { FooterGroup } from '@design-system/shell/Footer';
import type { FeaturedNavigationItem } from '@design-system/shell/Header';
import type { LanguageOption } from '@design-system/shell/LanguageSwitcher';
import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import type { NewsletterPopupModel } from '@design-system/shell/NewsletterPopup';
import type { ShellModel } from '@design-system/shell/SiteShell';
import { dayStatus, regularWeek, weekOverview } from '@runtime/domain/openingHours';
import { pagePath } from '@runtime/i18n/paths';
import { searchPath } from '@runtime/search/paths';
import { LINK_URL, safeUrl } from '@runtime/security/safeUrl';
import { sites } from '@runtime/sites/registry';
import { domainOpeningHours, mapTicketVariants, todayOf } from '../calendar/calendar.mapper';
import type { CmsShellHours } from '../calendar/calendar.schema';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapLink, mapLinks } from '../content/link.mapper';
import type { CmsNewsletterPopUp, CmsRootData } from './rootData.schema';

/**
 * Root data ("Navigation and site data"): what every page of a site and locale shows around its content, built
 * from the navigation and site config documents, exactly in the spec's list:
 *
 * > Root data: tickets (types as list of variant title and price; cta with label and url; links with a practical-info
 * > link and arrow icon), openingHours (general, overview, openToday boolean, today), address (city, street, zip,
 * > countryCode fixed da), locale, locales (code from isoCode, label from name, url /{isoCode}),
 * > recommendedSearchTerms, socialProfiles (list with url), showSocialProfiles (always true), footerNavigation
 * > (general, groups, featured from subsites), mainNavigation (featured, lvl1 primary, lvl2 secondary, lvl3 tertiary,
 * > cta), siteName and organizationDescription (from the site's seo title and description), newsletter (only when the
 * > pop-up has a newsletter list).
 *
 * Built once per request from the cached documents (today's opening status depends on the request's today), then
 * mapped to the design system's ShellModel by `shellFromRootData`.
 */
export interface RootData {
  tickets: {
    /** The featured ticket's variants: title and price. */
    types: RootTicketType[];
    /** The ticket call to action (navigation tickets). */
    cta: RootCta;
    /** The practical-info link, shown with an arrow icon. */
    links: RootIconLink[];
  };
  openingHours: {
    /** The regular week of today's period, days with the same hours merged ("Tirsdag - søndag 10.00 - 17.00"). */
    general: OpeningHoursLine[];
    /** This week as it actually is, closed and extra open days included. */
    overview: OpeningHoursLine[];
    openToday: boolean;
    /** Today's status as the header shows it: "Åbent i dag 10.00 - 17.00", "Lukket i dag"; '' without hours. */
    today: string;
  };
  address: { city: string; street: string; zip: string; countryCode: 'da' };
  locale: Locale;
  locales: RootLocale[];
  recommendedSearchTerms: string[];
  socialProfiles: { url: string }[];
  showSocialProfiles: true;
  footerNavigation: {
    general: LinkModel[];
    groups: FooterGroup[];
    /** The site config's subsites. */
    featured: LinkModel[];
    /**
     * The navigation footer's policy pages (the spec Navigation: "footer (policyPages, socialMedia, meta)"). Not in the
     * spec's root data list, which does not say where they go; kept apart from `general` because the footer shows
     * them apart (the small print).
     */
    policyPages: LinkModel[];
  };
  mainNavigation: {
    /** The navigation's featured ticket, with its image. */
    featured: FeaturedNavigationItem[];
    lvl1: LinkModel[];
    lvl2: LinkModel[];
    lvl3: LinkModel[];
    /** The menu's call to action: the ticket link. */
    cta: RootCta;
  };
  siteName: string;
  organizationDescription: string;
  newsletter?: NewsletterPopupModel;
}

export interface RootTicketType {
  title: string;
  price: number | string;
}

/** A call to action: label and url; both empty when there is none. */
export interface RootCta {
  label: string;
  url: string;
}

export interface RootIconLink extends RootCta {
  icon: 'arrow';
}

export interface RootLocale {
  code: Locale;
  label: string;
  url: string;
}

const EMPTY_CTA: RootCta = { label: '', url: '' };

/**
 * Spec: "Root data falls back to an empty structure (empty lists, openToday false, empty cta) if building fails."
 */
export function emptyRootData(locale: Locale): RootData {
  return {
    tickets: { types: [], cta: { ...EMPTY_CTA }, links: [] },
    openingHours: { general: [], overview: [], openToday: false, today: '' },
    address: { city: '', street: '', zip: '', countryCode: 'da' },
    locale,
    locales: [],
    recommendedSearchTerms: [],
    socialProfiles: [],
    showSocialProfiles: true,
    footerNavigation: { general: [], groups: [], featured: [], policyPages: [] },
    mainNavigation: { featured: [], lvl1: [], lvl2: [], lvl3: [], cta: { ...EMPTY_CTA } },
    siteName: '',
    organizationDescription: '',
  };
}

/** "locales (code from isoCode, label from name, url /{isoCode})": the four languages, each named in itself. */
export function rootLocales(): RootLocale[] {
  return locales.map((code) => ({ code, label: localeNames[code], url: `/${code}` }));
}

/** The newsletter pop-up, only when it names a newsletter list and has a signup link. */
function mapNewsletter(
  popUp: CmsNewsletterPopUp | null | undefined,
  ctx: MapContext,
): NewsletterPopupModel | undefined {
  if (!popUp?.listId) return undefined;
  const signupLink = mapLink(popUp.link, ctx);
  if (!signupLink) return undefined;
  return {
    title: popUp.title,
    text: popUp.text ?? undefined,
    signupLink,
    // One dismissal per site: closing the National Museum's pop-up does not silence the War Museum's.
    storageKey: `newsletter-popup-dismissed:${ctx.site}`,
  };
}

const cta = (link: LinkModel | null): RootCta => (link ? { label: link.label, url: link.href } : { ...EMPTY_CTA });

/**
 * "openingHours (general, overview, openToday boolean, today)" for the request's today: closed-day exception beats
 * open-day exception beats regular period; otherwise closed. Hours that cannot be read leave the opening hours
 * empty (logged), not the rest of the root data.
 */
function mapRootOpeningHours(hours: CmsShellHours | null | undefined, ctx: MapContext): RootData['openingHours'] {
  const empty = { general: [], overview: [], openToday: false, today: '' };
  const openingHours = domainOpeningHours(hours?.openingHours);
  if (!openingHours) return empty;
  try {
    const today = todayOf(ctx);
    const status = dayStatus(openingHours, today);
    return {
      general: formatOpeningHoursWeek(regularWeek(openingHours, today), ctx.locale),
      overview: formatOpeningHoursWeek(weekOverview(openingHours, today), ctx.locale),
      openToday: status.open,
      today: formatOpeningHoursToday(status.hours, ctx.locale),
    };
  } catch (error) {
    console.warn(`[content] Opening hours of ${ctx.site} left out of the root data: ${(error as Error).message}`);
    return empty;
  }
}

/** Root data from the root data query's result; throws when it cannot be built (see `rootDataOrFallback`). */
export function buildRootData(root: CmsRootData, ctx: MapContext): RootData {
  const navigation = root.navigationData;
  const config = root.siteConfig;
  const ticketCta = cta(mapLink(navigation?.tickets, ctx));
  const practicalInfo = mapLink(root.shellHours?.practicalInfo ?? navigation?.practicalInfo, ctx);
  const featuredTicket = navigation?.featuredTicket;
  const featuredLink = featuredTicket ? mapLink(featuredTicket.link, ctx) : null;
  return {
    tickets: {
      types: mapTicketVariants(featuredTicket?.variants).map(({ title, price }) => ({ title, price })),
      cta: ticketCta,
      links: practicalInfo ? [{ label: practicalInfo.label, url: practicalInfo.href, icon: 'arrow' }] : [],
    },
    openingHours: mapRootOpeningHours(root.shellHours, ctx),
    address: {
      city: config?.city?.trim() ?? '',
      street: config?.street?.trim() ?? '',
      zip: config?.zip?.trim() ?? '',
      countryCode: 'da',
    },
    locale: ctx.locale,
    locales: rootLocales(),
    recommendedSearchTerms: (navigation?.searchSuggestions ?? []).map((term) => term.trim()).filter(Boolean),
    // A profile is a link like any other: one the link rule refuses (`javascript:`, `data:`, `//host`) is left out.
    socialProfiles: (navigation?.footer?.socialMedia ?? []).flatMap(({ url }) => {
      const safe = safeUrl(url, LINK_URL);
      return safe ? [{ url: safe }] : [];
    }),
    showSocialProfiles: true,
    footerNavigation: {
      general: mapLinks(navigation?.footer?.meta, ctx),
      groups: (navigation?.footer?.groups ?? [])
        .map((group) => ({ title: group.title, links: mapLinks(group.links, ctx) }))
        .filter((group) => group.links.length > 0),
      featured: mapLinks(config?.subsites, ctx),
      policyPages: mapLinks(navigation?.footer?.policyPages, ctx),
    },
    mainNavigation: {
      featured: featuredLink
        ? [
            {
              link: featuredLink,
              image: mapImage(featuredTicket?.image, ctx.locale, ctx.images) ?? undefined,
              description: featuredTicket?.description ?? undefined,
            },
          ]
        : [],
      lvl1: mapLinks(navigation?.primary, ctx),
      lvl2: mapLinks(navigation?.secondary, ctx),
      lvl3: mapLinks(navigation?.tertiary, ctx),
      cta: { ...ticketCta },
    },
    siteName: config?.seo?.title?.trim() ?? '',
    organizationDescription: config?.seo?.description?.trim() ?? '',
    ...withNewsletter(mapNewsletter(config?.newsletterPopUp, ctx)),
  };
}

const withNewsletter = (newsletter: NewsletterPopupModel | undefined) => (newsletter ? { newsletter } : {});

/**
 * Built root data per loaded root data (which the loader caches per site and locale) and per day: every view of a
 * site in one language on one day shows the same. The mapping context's hosts and image URLs are the process's.
 */
const builtRootData = new WeakMap<CmsRootData, Map<string, { ctx: MapContext; rootData: RootData }>>();

/**
 * Root data, or the empty fallback when there is none (loading failed, logged by the loader) or building it fails
 * (logged here). Spec: "Root data failure: Logged; empty fallback structure".
 */
export function rootDataOrFallback(root: CmsRootData | null, ctx: MapContext): RootData {
  // No root data: loading it failed, and loadRootDataOrFallback has logged why.
  if (!root) return emptyRootData(ctx.locale);
  const key = `${ctx.site} ${ctx.locale} ${ctx.today ?? ''}`;
  const built = builtRootData.get(root) ?? new Map<string, { ctx: MapContext; rootData: RootData }>();
  const known = built.get(key);
  if (known && known.ctx.hosts === ctx.hosts && known.ctx.images === ctx.images) return known.rootData;
  try {
    const rootData = buildRootData(root, ctx);
    built.set(key, { ctx, rootData });
    builtRootData.set(root, built);
    return rootData;
  } catch (error) {
    console.error(
      `[content] Building the root data of ${ctx.site} ${ctx.locale} failed; using the empty fallback`,
      error,
    );
    return emptyRootData(ctx.locale);
  }
}

/** Which kind of link a root data url is: a path on this site, another site's origin, or elsewhere. */
function linkKind(url: string, ctx: MapContext): LinkModel['kind'] {
  if (url.startsWith('/')) return 'internal';
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return 'external';
  }
  const siteOrigins = Object.values(ctx.hosts.origins).map((siteOrigin) => new URL(siteOrigin).origin);
  return siteOrigins.includes(origin) ? 'crossSite' : 'external';
}

/** A root call to action as a link (internal, cross-site or external by its URL); undefined when it has no label or URL. */
export function ctaLink(call: RootCta, ctx: MapContext): LinkModel | undefined {
  return call.label && call.url ? { label: call.label, href: call.url, kind: linkKind(call.url, ctx) } : undefined;
}

/**
 * Root data to the shell's view model. The language switcher shows the page's own translations when given, else
 * each locale's root; the menu's call to action is left out when the second level already has the same link.
 */
export function shellFromRootData(root: RootData, ctx: MapContext, languages?: LanguageOption[]): ShellModel {
  const site = sites[ctx.site];
  const menuCta = ctaLink(root.mainNavigation.cta, ctx);
  const address = root.address;
  const name = root.siteName || site.name;
  return {
    site: {
      theme: ctx.site,
      name,
      logo: site.logo,
      logoMark: logoMarks[site.logo],
      homeHref: pagePath(ctx.locale, ''),
    },
    locale: root.locale,
    mainNavigation: root.mainNavigation.lvl1,
    secondaryNavigation: root.mainNavigation.lvl2,
    tertiaryNavigation: root.mainNavigation.lvl3,
    featuredNavigation: root.mainNavigation.featured,
    cta: menuCta && !root.mainNavigation.lvl2.some((link) => link.href === menuCta.href) ? menuCta : undefined,
    ticketCta: ctaLink(root.tickets.cta, ctx),
    practicalInfoLink: root.tickets.links[0] ? ctaLink(root.tickets.links[0], ctx) : undefined,
    openingHoursToday: root.openingHours.today || undefined,
    languages:
      languages ??
      root.locales.map((locale) => ({
        locale: locale.code,
        // /da serves the Danish root too; its canonical address is / (the spec: "the da root is empty").
        href: pagePath(locale.code, ''),
        current: locale.code === root.locale,
      })),
    search: { action: searchPath(root.locale), recommendedTerms: root.recommendedSearchTerms },
    newsletter: root.newsletter,
    footer: {
      groups: root.footerNavigation.groups,
      policyLinks: root.footerNavigation.policyPages,
      general: root.footerNavigation.general,
      featured: root.footerNavigation.featured,
      socialProfiles: root.showSocialProfiles ? root.socialProfiles : [],
      organizationDescription: root.organizationDescription || undefined,
      address:
        address.street && address.zip && address.city
          ? { name, street: address.street, zip: address.zip, city: address.city }
          : undefined,
    },
  };
}

/**
 * The shell of a page from the root data query's result: root data (or its empty fallback when there is none or it
 * cannot be built, logged), mapped to the shell's view model.
 */
export function mapShell(root: CmsRootData | null, ctx: MapContext, languages?: LanguageOption[]): ShellModel {
  return shellFromRootData(rootDataOrFallback(root, ctx), ctx, languages);
}
