import type { ReactNode } from 'react';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { themeRoot } from '../../theme/global.css';
import { type PageThemeColours, pageThemeStyle } from '../../theme/pageTheme';
import { siteThemeClass } from '../../theme/themes.css';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import type { ShellModel } from './ShellModel';
import { main } from './SiteShell.css';

/**
 * The page shell: skip link, header, the main area, footer; the site's theme class, and the
 * page's own colours as inline CSS variables.
 */
export function SiteShell({
  shell,
  pageTheme,
  injectedH1,
  currentHref,
  children,
}: {
  shell: ShellModel;
  pageTheme?: PageThemeColours;
  /** SEO text for a hidden first-level heading. */
  injectedH1?: string;
  currentHref?: string;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={shell.locale}>
      <div
        className={`${siteThemeClass[shell.site.theme]} ${themeRoot}`}
        style={pageThemeStyle(pageTheme)}
        data-site={shell.site.theme}
      >
        <SkipLink />
        <Header
          site={shell.site}
          mainNavigation={shell.mainNavigation}
          languages={shell.languages}
          openingHoursToday={shell.openingHoursToday}
          currentHref={currentHref}
        />
        <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
          {injectedH1 ? <VisuallyHidden as="h1">{injectedH1}</VisuallyHidden> : null}
          {children}
        </main>
        <Footer {...shell.footer} />
      </div>
    </LocaleProvider>
  );
}
