import type { LanguageOption } from '../../../design-system/shell/LanguageSwitcher';
import type { NewsletterPopupModel } from '../../../design-system/shell/NewsletterPopup';
import type { ShellModel } from '../../../design-system/shell/SiteShell';
import { localeRootLanguages } from '../../i18n/localeRoots';
import { pagePath } from '../../i18n/paths';
import { searchPath } from '../../search/paths';
import { sites } from '../../sites/registry';
import type { CmsNewsletterPopUp, CmsRootData } from '../schemas/rootData.schema';
import type { MapContext } from './context';
import { mapImage } from './image.mapper';
import { mapLink, mapLinks } from './link.mapper';
import { mapShellHours } from './shellHours.mapper';

/** The newsletter pop-up, only when it names a newsletter list and has a signup link (spec 3). */
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

/**
 * Root data (navigation and site config) to the shell's view model. With no root data (it failed to
 * build) the shell is the empty fallback: the site's identity, no navigation.
 */
export function mapShell(root: CmsRootData | null, ctx: MapContext, languages?: LanguageOption[]): ShellModel {
  const site = sites[ctx.site];
  const navigation = root?.navigationData;
  const config = root?.siteConfig;
  const address =
    config?.name && config.street && config.zip && config.city
      ? { name: config.name, street: config.street, zip: config.zip, city: config.city }
      : undefined;
  const featuredTicket = navigation?.featuredTicket;
  const featuredTicketLink = featuredTicket ? mapLink(featuredTicket.link, ctx) : null;
  return {
    site: {
      theme: ctx.site,
      name: config?.name ?? site.name,
      logo: site.logo,
      homeHref: pagePath(ctx.locale, ''),
    },
    locale: ctx.locale,
    mainNavigation: mapLinks(navigation?.primary, ctx),
    secondaryNavigation: mapLinks(navigation?.secondary, ctx),
    tertiaryNavigation: mapLinks(navigation?.tertiary, ctx),
    featuredNavigation: featuredTicketLink
      ? [
          {
            link: featuredTicketLink,
            image: mapImage(featuredTicket?.image, ctx.locale, ctx.images) ?? undefined,
            description: featuredTicket?.description ?? undefined,
          },
        ]
      : [],
    ticketCta: mapLink(navigation?.tickets, ctx) ?? undefined,
    practicalInfoLink: mapLink(navigation?.practicalInfo, ctx) ?? undefined,
    ...mapShellHours(root?.shellHours, ctx),
    languages: languages ?? localeRootLanguages(ctx.locale),
    search: { action: searchPath(ctx.locale), recommendedTerms: navigation?.searchSuggestions ?? [] },
    newsletter: mapNewsletter(config?.newsletterPopUp, ctx),
    footer: {
      groups: (navigation?.footer?.groups ?? [])
        .map((group) => ({ title: group.title, links: mapLinks(group.links, ctx) }))
        .filter((group) => group.links.length > 0),
      policyLinks: mapLinks(navigation?.footer?.policyPages, ctx),
      general: mapLinks(navigation?.footer?.meta, ctx),
      featured: mapLinks(config?.subsites, ctx),
      socialProfiles: (navigation?.footer?.socialMedia ?? []).map(({ url }) => ({ url })),
      organizationDescription: config?.seo?.description ?? undefined,
      address,
    },
  };
}
