import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { MAIN_CONTENT_ID } from '../../design-system/shell/SkipLink';
import { pushPageView } from '../client/dataLayer';
import { lastInputWasKeyboard } from '../client/inputModality';
import { schedulePrefetch } from '../client/prefetch';

/**
 * After each client-side navigation: move focus to the main area when the visitor navigated with
 * the keyboard (and there is no hash anchor to honour), and count the page view in production.
 * Scrolling (top on a new page, restored on back/forward, to a hash anchor) is Vike's own.
 */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  if (lastInputWasKeyboard() && !location.hash) {
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }
  if (import.meta.env.PROD) pushPageView(document.title, pageContext.urlPathname);
  schedulePrefetch(prefetch);
}
