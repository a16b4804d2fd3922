import type { Locale } from '../../design-system/i18n/locales';
import type { ShellModel } from '../../design-system/shell/SiteShell';
import { localeRootLanguages } from '../i18n/localeRoots';
import { pagePath } from '../i18n/paths';
import { type SiteId, sites } from '../sites/registry';

/** The empty fallback shell: the site's identity and nothing that needs content. */
export function identityShell(site: SiteId, locale: Locale): ShellModel {
  const definition = sites[site];
  return {
    site: { theme: site, name: definition.name, logo: definition.logo, homeHref: pagePath(locale, '') },
    locale,
    mainNavigation: [],
    languages: localeRootLanguages(locale),
    footer: { groups: [], policyLinks: [] },
  };
}
