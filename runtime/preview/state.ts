import type { Perspective } from '../cms/source/source';
import { previewConfig } from './config';
import { decodeSession, PREVIEW_COOKIE, type PreviewSession, readCookie } from './session';

/** The preview session a request carries (a valid signed cookie), or null: then drafts are never served. */
export function previewSessionOf(cookieHeader: string | null | undefined, now = Date.now()): PreviewSession | null {
  return decodeSession(readCookie(cookieHeader, PREVIEW_COOKIE), previewConfig().sessionKey, now);
}

/** The content perspective of a request: published, or in preview drafts (with any releases stacked above). */
export function perspectiveOf(session: PreviewSession | null): Perspective {
  if (!session) return 'published';
  return session.releases.length > 0 ? session.releases : 'previewDrafts';
}
