/**
 * The visual-editing overlay (@sanity/visual-editing), loaded as its own chunk only when preview is
 * on and the mode is visual-editing or live-visual-editing: no visitor ever downloads it. The studio
 * drives navigation through a history adapter over Vike's client router; its refresh is the preview's
 * refresh in place (runtime/preview/browser/startPreview.ts: the page's data again, scroll and focus kept;
 * the server renders drafts), given by the caller so this module, bundled with the framework, stays small.
 */
export async function startVisualEditing(options: {
  refresh: (source: 'manual' | 'mutation') => Promise<void>;
}): Promise<void> {
  const [{ enableVisualEditing }, { navigate }] = await Promise.all([
    import('@sanity/visual-editing/enable-visual-editing'),
    import('vike/client/router'),
  ]);
  const listeners = new Set<(update: { type: 'push' | 'pop' | 'replace'; url: string }) => void>();
  window.addEventListener('popstate', () => {
    for (const listener of listeners) listener({ type: 'pop', url: location.href });
  });
  enableVisualEditing({
    history: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      update(update) {
        if (update.type === 'push' || update.type === 'replace') {
          void navigate(update.url, { overwriteLastHistoryEntry: update.type === 'replace' });
        } else if (update.type === 'pop') {
          history.back();
        }
      },
    },
    refresh: (payload) => options.refresh(payload.source),
  });
  document.documentElement.dataset.visualEditing = 'on';
}
