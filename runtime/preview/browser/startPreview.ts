import { PREVIEW_EVENTS_PATH } from '../eventsPath';
import type { PreviewClientState } from '../pageContext';
import { startLiveUpdates } from './liveUpdates';
import { softRefresh } from './softRefresh';

/**
 * An editor's preview in the browser, a chunk of its own that only pages in preview load (runtime/pages/
 * +onHydrationEnd.ts): the page follows the content as it changes (a change stream, then a refresh in place), and in
 * a visual-editing mode the Studio's overlay, whose refresh is the same refresh.
 */
export function startPreview(preview: PreviewClientState | undefined): void {
  if (!preview?.enabled) return;
  const live = startLiveUpdates({ url: PREVIEW_EVENTS_PATH, refresh: softRefresh });
  if (preview.overlay) {
    void import('./visualEditing').then((m) =>
      // The Studio's refresh button at once; its refresh after an edit joins the stream's burst of changes.
      m.startVisualEditing({ refresh: (source) => (source === 'manual' ? softRefresh() : live.schedule()) }),
    );
  }
}
