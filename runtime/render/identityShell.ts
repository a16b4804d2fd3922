import type { Locale } from '@design-system/i18n/locales';
import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import type { ShellModel } from '@design-system/shell/SiteShell';
import { localeRootLanguages } from '../i18n/localeRoots';
import { pagePath } from '../i18n/paths';
import { type SiteId, sites } from '../sites/registry';

/**
 * The empty fallback shell, built on the server: the site's identity and nothing that needs content, for an error
 * page when the content could not be loaded or an error brought no shell (runtime/pages/_error/+data.ts).
 */
export function identityShell(site: SiteId, locale: Locale): ShellModel {
  const definition = sites[site];
  return {
    site: {
      theme: site,
      name: definition.name,
      logo: definition.logo,
      logoMark: logoMarks[definition.logo],
      homeHref: pagePath(locale, ''),
    },
    locale,
    mainNavigation: [],
    languages: localeRootLanguages(locale),
    footer: { groups: [], policyLinks: [] },
  };
}
