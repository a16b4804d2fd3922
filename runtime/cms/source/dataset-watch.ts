import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Writes come in bursts (an editor's save, `npm run dataset` rewriting the file): one re-read per burst. */
const SETTLE_MS = 150;

export interface DatasetWatch {
  /** Calls `onChange` after each settled change that `reload` accepted, until the returned function is called. */
  subscribe(onChange: () => void): () => void;
}

/**
 * Watches the embedded dataset file while anyone listens, and only then (an editor's preview: a server nobody
 * previews on never watches). On a change it calls `reload`, which re-reads the file and says whether it took the
 * new content (a file caught half written does not parse, and the content stays as it was until the next change).
 * The directory is watched, not the file: an editor that saves by writing a new file and renaming it over the old
 * one would leave a watch on the file looking at the removed original.
 */
export function watchDataset(file: string, reload: () => boolean): DatasetWatch {
  const listeners = new Set<() => void>();
  let watcher: FSWatcher | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;

  const changed = () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (!reload()) return;
      for (const listener of [...listeners]) listener();
    }, SETTLE_MS);
  };

  const start = () => {
    const name = basename(file);
    watcher = watch(dirname(file), (_event, changedName) => {
      if (changedName === null || changedName === name) changed();
    });
    watcher.on('error', (error) => console.error(`[content] Watching ${file} failed`, error));
    watcher.unref();
  };

  const stop = () => {
    clearTimeout(settle);
    watcher?.close();
    watcher = undefined;
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (!watcher) start();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) stop();
      };
    },
  };
}
