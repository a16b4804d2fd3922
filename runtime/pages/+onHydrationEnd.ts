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
  // Editors only: the overlay is its own chunk, fetched when preview is on in a visual-editing mode.
  if (pageContext.preview?.overlay) void import('../client/visualEditing').then((m) => m.startVisualEditing());
}
