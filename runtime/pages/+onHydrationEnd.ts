import type { PageContextClient } from 'vike/types';
import { pushPageView } from '../client/dataLayer';
import { trackInputModality } from '../client/inputModality';
import { rememberLocaleSwitches } from '../client/localeCookie';

/** Once per visit, after the first page has hydrated. */
export function onHydrationEnd(pageContext: PageContextClient): void {
  trackInputModality();
  rememberLocaleSwitches();
  if (import.meta.env.PROD) pushPageView(document.title, pageContext.urlPathname);
  // Editors only: the overlay is its own chunk, fetched when preview is on in a visual-editing mode.
  if (pageContext.preview?.overlay) void import('../client/visualEditing').then((m) => m.startVisualEditing());
}
