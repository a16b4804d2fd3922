import type { Locale } from '@design-system/i18n/locales';
import type { LogoId, ThemedSiteId } from '@tokens/sites';
import type { FooterModel } from '../Footer';
import type { HeaderModel } from '../Header';
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

/**
 * Everything the page shell shows around a page (mapped from root data by the runtime): the header's model (less
 * the current page, which the shell is told per page), the locale, the footer and the newsletter pop-up.
 */
export type ShellModel = Omit<HeaderModel, 'currentHref'> & {
  locale: Locale;
  footer: FooterModel;
  /** The newsletter pop-up, only when the site config's pop-up has a newsletter list. */
  newsletter?: NewsletterPopupModel;
};
