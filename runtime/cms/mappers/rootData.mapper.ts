import { locales } from '../../../design-system/i18n/locales';
import type { LanguageOption } from '../../../design-system/shell/LanguageSwitcher';
import type { ShellModel } from '../../../design-system/shell/SiteShell';
import { pagePath } from '../../i18n/paths';
import { sites } from '../../sites/registry';
import type { CmsRootData } from '../schemas/rootData.schema';
import type { MapContext } from './context';
import { mapLinks } from './link.mapper';
import { mapShellHours } from './shellHours.mapper';

/** Language links to each locale's root: where a page has no translation list of its own. */
export function localeRootLanguages(current: string): LanguageOption[] {
  return locales.map((locale) => ({ locale, href: pagePath(locale, ''), current: locale === current }));
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
  return {
    site: {
      theme: ctx.site,
      name: config?.name ?? site.name,
      logo: site.logo,
      homeHref: pagePath(ctx.locale, ''),
    },
    locale: ctx.locale,
    mainNavigation: mapLinks(navigation?.primary, ctx),
    ...mapShellHours(root?.shellHours, ctx),
    languages: languages ?? localeRootLanguages(ctx.locale),
    footer: {
      groups: (navigation?.footer?.groups ?? [])
        .map((group) => ({ title: group.title, links: mapLinks(group.links, ctx) }))
        .filter((group) => group.links.length > 0),
      policyLinks: mapLinks(navigation?.footer?.policyPages, ctx),
      address,
    },
  };
}
