import type { PreviewPerspectiveModel, PreviewSeoModel } from '@design-system/shell/PreviewBanner';
import type { Perspective } from '../cms/source/source';
import { overlayEnabled, previewConfig } from './config';
import { PREVIEW_DATE_PARAM, previewDateOf } from './previewDate';
import { perspectiveOf, previewSessionOf } from './state';

/**
 * What the browser may know of preview: whether it is on and whether the overlay loads; in preview also, for the
 * banner, what it shows, the day it is pinned to and a content page's facts (never a token).
 */
export interface PreviewClientState {
  enabled: boolean;
  overlay: boolean;
  perspective?: PreviewPerspectiveModel;
  /** `?date=yyyy-mm-dd` when valid: the day the page is viewed as of (runtime/preview/previewDate.ts). */
  date?: string;
  /** A content page's facts (set by the content route; runtime/preview/banner.ts). */
  page?: PreviewPageFacts;
}

/** A content page in preview: its document in the Studio (when SANITY_STUDIO_URL is set), what search engines see. */
export interface PreviewPageFacts {
  studioHref?: string;
  seo: PreviewSeoModel;
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

/** The banner's words for a perspective: drafts, published, or the release names stacked over the drafts. */
export function perspectiveModel(perspective: Perspective): PreviewPerspectiveModel {
  if (perspective === 'published') return { kind: 'published' };
  if (perspective === 'previewDrafts') return { kind: 'drafts' };
  return { kind: 'release', releases: [...perspective] };
}

/** Preview state of a request from its Cookie header and query (`?date=`); outside preview, only that it is off. */
export function previewPageContext(
  cookieHeader: string | undefined,
  search: Record<string, string> = {},
): {
  preview: PreviewClientState;
  previewPerspective: Perspective;
} {
  const session = previewSessionOf(cookieHeader);
  const previewPerspective = perspectiveOf(session);
  if (!session) return { preview: { enabled: false, overlay: false }, previewPerspective };
  const date = previewDateOf(search[PREVIEW_DATE_PARAM]);
  return {
    preview: {
      enabled: true,
      overlay: overlayEnabled(true, previewConfig().mode),
      perspective: perspectiveModel(previewPerspective),
      ...(date ? { date } : {}),
    },
    previewPerspective,
  };
}
