import type { PageContextClient } from 'vike/types';
import { fullLoadIfStale } from '../client/buildWatch';

/** "A changed build id (polled periodically) triggers a reload on the next navigation". */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  if (pageContext.urlOriginal) fullLoadIfStale(pageContext.urlOriginal);
}
