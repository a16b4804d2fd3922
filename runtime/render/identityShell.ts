import type { Locale } from '@design-system/i18n/locales';
import type { ShellModel } from '@design-system/shell/SiteShell';
import { localeRootLanguages } from '../i18n/localeRoots';
import { pagePath } from '../i18n/paths';
import { type SiteId, sites } from '../sites/registry';

/**
 * The empty fallback shell: the site's identity and nothing that needs content. The logo's mark comes from the
 * caller (the server passes logoMarks[…]); the browser's own error page, rarely needed, does without it rather than
 * carry every site's mark in every page's code.
 */
export function identityShell(site: SiteId, locale: Locale, logoMark?: string): ShellModel {
  const definition = sites[site];
  return {
    site: {
      theme: site,
      name: definition.name,
      logo: definition.logo,
      logoMark,
      homeHref: pagePath(locale, ''),
    },
    locale,
    mainNavigation: [],
    languages: localeRootLanguages(locale),
    footer: { groups: [], policyLinks: [] },
  };
}
