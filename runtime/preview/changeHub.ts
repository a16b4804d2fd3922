import type { ContentChange, ContentSource, PreviewPerspective } from '../cms/source/source';
import { parseDocumentId } from './documentIds';

/**
 * One upstream subscription per site and perspective, shared by every editor's open preview of them: ten editors on
 * natmus.dk's drafts are one listener on Sanity, not ten. The subscription opens with the first stream and closes
 * with the last.
 */
export interface ChangeHub {
  subscribe(site: string, perspective: PreviewPerspective, onChange: (change: ContentChange) => void): () => void;
  /** Upstream subscriptions open now. */
  readonly upstreams: number;
}

/**
 * Whether a change can show in a perspective: published documents and drafts always; a release's version only in a
 * preview of that release (a listener for a release hears every release's versions).
 */
export function changeConcerns(perspective: PreviewPerspective, change: ContentChange): boolean {
  if (!change.documentId) return true;
  const parsed = parseDocumentId(change.documentId);
  if (parsed?.kind !== 'version') return true;
  return typeof perspective !== 'string' && perspective.includes(parsed.versionName);
}

export function createChangeHub(source: () => Pick<ContentSource, 'listen'>): ChangeHub {
  const channels = new Map<string, { listeners: Set<(change: ContentChange) => void>; stop: () => void }>();
  return {
    subscribe(site, perspective, onChange) {
      const key = `${site}|${typeof perspective === 'string' ? perspective : perspective.join(',')}`;
      let channel = channels.get(key);
      if (!channel) {
        const listeners = new Set<(change: ContentChange) => void>();
        const stop = source().listen(site, perspective, (change) => {
          if (!changeConcerns(perspective, change)) return;
          for (const listener of [...listeners]) listener(change);
        });
        channel = { listeners, stop };
        channels.set(key, channel);
      }
      const { listeners } = channel;
      listeners.add(onChange);
      return () => {
        if (!listeners.delete(onChange) || listeners.size > 0) return;
        channels.get(key)?.stop();
        channels.delete(key);
      };
    },
    get upstreams() {
      return channels.size;
    },
  };
}
