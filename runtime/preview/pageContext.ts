import type { Perspective } from '../cms/source';
import { overlayEnabled, previewConfig } from './config';
import { perspectiveOf, previewSessionOf } from './state';

/** What the browser may know of preview: whether it is on and whether the overlay loads (never a token). */
export interface PreviewClientState {
  enabled: boolean;
  overlay: boolean;
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Preview state, passed to the client. */
      preview?: PreviewClientState;
      /** The content perspective of this request (server only: published unless a valid preview session). */
      previewPerspective?: Perspective;
    }
  }
}

/** Preview state of a request from its Cookie header. */
export function previewPageContext(cookieHeader: string | undefined): {
  preview: PreviewClientState;
  previewPerspective: Perspective;
} {
  const session = previewSessionOf(cookieHeader);
  const enabled = session !== null;
  return {
    preview: { enabled, overlay: overlayEnabled(enabled, previewConfig().mode) },
    previewPerspective: perspectiveOf(session),
  };
}
