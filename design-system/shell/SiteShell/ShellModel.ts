import type { LogoId, ThemedSiteId } from '../../../tokens/sites';
import type { Locale } from '../../i18n/locales';
import type { LinkModel } from '../../primitives/Link';
import type { FooterModel } from '../Footer';
import type { LanguageOption } from '../LanguageSwitcher';

/** Who the site is: picks the theme class and the logo. */
export interface SiteIdentity {
  /** Theme key: one of the site themes in tokens/sites.ts. */
  theme: ThemedSiteId;
  name: string;
  logo: LogoId;
  homeHref: string;
}

/** Everything the page shell shows around a page. */
export interface ShellModel {
  site: SiteIdentity;
  locale: Locale;
  mainNavigation: LinkModel[];
  languages: LanguageOption[];
  footer: FooterModel;
  openingHoursToday?: string;
}
