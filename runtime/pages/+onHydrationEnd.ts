import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { watchBuild } from '../client/buildWatch';
import { pushPageView } from '../client/dataLayer';
import { trackInputModality } from '../client/inputModality';
import { rememberLocaleSwitches } from '../client/localeCookie';
import { schedulePrefetch } from '../client/prefetch';
import { restoreSavedPlayer } from '../player/restoreSavedPlayer';

/** Once per visit, after the first page has hydrated. */
export function onHydrationEnd(pageContext: PageContextClient): void {
  trackInputModality();
  rememberLocaleSwitches();
  restoreSavedPlayer();
  if (import.meta.env.PROD) {
    pushPageView(document.title, pageContext.urlPathname);
    watchBuild();
  }
  schedulePrefetch(prefetch);
  // Editors only: live updates and the overlay are a chunk of their own, fetched when preview is on.
  if (pageContext.preview?.enabled)
    void import('../preview/browser/startPreview').then((m) => m.startPreview(pageContext.preview));
}
