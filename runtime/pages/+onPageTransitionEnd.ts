import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { announceRoute } from '@design-system/shell/SiteShell/RouteAnnouncer';
import { SKIP_LINK_ID } from '@design-system/shell/SkipLink';
import { pushPageView } from '../client/dataLayer';
import { lastInputWasKeyboard } from '../client/inputModality';
import { schedulePrefetch } from '../client/prefetch';

/**
 * After each client-side navigation: when the visitor navigated with the keyboard (and there is no hash anchor to
 * honour), the skip link receives focus (the spec: it "receives focus after keyboard navigation to a new path"), so
 * the new page starts at its top, the link shows, and Enter goes on to the main area; the new page's title is
 * announced to screen readers (a polite live region); and the page view is counted in production.
 * Scrolling (top on a new page, restored on back/forward, to a hash anchor) is Vike's own.
 */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  if (lastInputWasKeyboard() && !location.hash) {
    document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
  }
  announceRoute(document.title);
  if (import.meta.env.PROD) pushPageView(document.title, pageContext.urlPathname);
  schedulePrefetch(prefetch);
}
