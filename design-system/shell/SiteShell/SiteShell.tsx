import type { ReactNode } from 'react';
import { LocaleProvider } from '@design-system/i18n/LocaleContext';
import { TitleTagContext } from '@design-system/primitives/Heading';
import { PodcastPlayer, ShellPodcastPlayer } from '@design-system/primitives/PodcastPlayer';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { themeRoot } from '@design-system/theme/global.css';
import { type PageThemeColours, pageThemeStyle } from '@design-system/theme/pageTheme';
import { siteThemeClass } from '@design-system/theme/themes.css';
import { ArticleWrapper } from '../ArticleWrapper';
import { DeferredFooter } from '../Footer/Footer.Deferred';
import { GridDebug } from '../GridDebug';
import { Header } from '../Header';
import { DeferredNewsletterPopup } from '../NewsletterPopup/NewsletterPopup.Deferred';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { RouteAnnouncer } from './RouteAnnouncer';
import type { ShellModel } from './ShellModel';
import { main, pinnedHeader } from './SiteShell.css';

/**
 * default: skip link, header, main area, footer. article: the main area in a sheet layered above
 * the header (which is pinned behind it and inert), without the footer (Shell).
 */
export type ShellLayout = 'default' | 'article';

/**
 * The page shell: skip link, header, the main area, footer; the site's theme class, and the
 * page's own colours as inline CSS variables. Also the newsletter pop-up (when the site has one)
 * and the Shift+D grid overlay.
 */
export function SiteShell({
  shell,
  pageTheme,
  injectedH1,
  currentHref,
  backHref,
  layout = 'default',
  children,
}: {
  shell: ShellModel;
  pageTheme?: PageThemeColours;
  /** SEO text for a hidden first-level heading. */
  injectedH1?: string;
  currentHref?: string;
  /** The page the visitor came from on this site (client-side navigation): an article's "Luk" goes back there. */
  backHref?: string;
  layout?: ShellLayout;
  children: ReactNode;
}) {
  const article = layout === 'article';
  const header = (
    <Header
      site={shell.site}
      mainNavigation={shell.mainNavigation}
      secondaryNavigation={shell.secondaryNavigation}
      tertiaryNavigation={shell.tertiaryNavigation}
      featuredNavigation={shell.featuredNavigation}
      cta={shell.cta}
      ticketCta={shell.ticketCta}
      languages={shell.languages}
      openingHoursToday={shell.openingHoursToday}
      practicalInfoLink={shell.practicalInfoLink}
      search={shell.search}
      currentHref={currentHref}
    />
  );
  const mainArea = (
    <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
      {injectedH1 ? <VisuallyHidden as="h1">{injectedH1}</VisuallyHidden> : null}
      {/* With an injected h1 the page's visible title is not a second one. */}
      <TitleTagContext.Provider value={injectedH1 ? 'p' : 'h1'}>{children}</TitleTagContext.Provider>
    </main>
  );
  return (
    <LocaleProvider locale={shell.locale}>
      {/* The podcast player's bar lives here, across navigation: an episode keeps playing on the next page. */}
      <ShellPodcastPlayer>
        <div
          className={`${siteThemeClass[shell.site.theme]} ${themeRoot}`}
          style={pageThemeStyle(pageTheme)}
          data-site={shell.site.theme}
          data-layout={layout}
        >
          <SkipLink />
          <RouteAnnouncer />
          {article ? (
            <>
              <div className={pinnedHeader}>{header}</div>
              <ArticleWrapper site={shell.site} backHref={backHref}>
                {mainArea}
              </ArticleWrapper>
            </>
          ) : (
            <>
              {header}
              {mainArea}
              <DeferredFooter {...shell.footer} />
            </>
          )}
          {shell.newsletter ? <DeferredNewsletterPopup {...shell.newsletter} currentHref={currentHref} /> : null}
          <GridDebug />
          <PodcastPlayer />
        </div>
      </ShellPodcastPlayer>
    </LocaleProvider>
  );
}
