import type { LogoId, ThemedSiteId } from '../../../tokens/sites';
import type { Locale } from '../../i18n/locales';
import type { LinkModel } from '../../primitives/Link';
import type { FooterModel } from '../Footer';
import type { FeaturedNavigationItem, NavigationItem, SearchEntryModel } from '../Header';
import type { LanguageOption } from '../LanguageSwitcher';
import type { NewsletterPopupModel } from '../NewsletterPopup';

/** Who the site is: picks the theme class and the logo. */
export interface SiteIdentity {
  /** Theme key: one of the site themes in tokens/sites.ts. */
  theme: ThemedSiteId;
  name: string;
  logo: LogoId;
  /**
   * The logo's mark as an SVG path (shell/Logo/logoMarks.ts), carried with the site so pages load only their own;
   * without one the logo is the wordmark alone.
   */
  logoMark?: string;
  homeHref: string;
}

/** Everything the page shell shows around a page (mapped from root data by the runtime). */
export interface ShellModel {
  site: SiteIdentity;
  locale: Locale;
  /** First navigation level (mainNavigation.lvl1 / primary); items may carry children (sub-menus). */
  mainNavigation: NavigationItem[];
  /** Second level (mainNavigation.lvl2 / secondary). */
  secondaryNavigation?: LinkModel[];
  /** Third level (mainNavigation.lvl3 / tertiary). */
  tertiaryNavigation?: LinkModel[];
  /** Highlighted menu links with an image (mainNavigation.featured). */
  featuredNavigation?: FeaturedNavigationItem[];
  /** The menu's call to action (mainNavigation.cta). */
  cta?: LinkModel;
  /** The ticket call to action (tickets.cta label + url). */
  ticketCta?: LinkModel;
  languages: LanguageOption[];
  footer: FooterModel;
  openingHoursToday?: string;
  /** Where today's opening hours link to (tickets.links practical info). */
  practicalInfoLink?: LinkModel;
  /** The search entry: action (default /soeg) and recommendedSearchTerms. */
  search?: SearchEntryModel;
  /** The newsletter pop-up, only when the site config's pop-up has a newsletter list. */
  newsletter?: NewsletterPopupModel;
}
