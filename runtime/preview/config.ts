import { safeUrl, WEB_URL } from '../security/safeUrl';
import { sessionKeyFromEnv } from './session';

/** How the visual-editing overlay runs in preview; `off` and `custom` load no overlay. */
export const VISUAL_EDITING_MODES = ['visual-editing', 'live-visual-editing', 'custom', 'off'] as const;
export type VisualEditingMode = (typeof VISUAL_EDITING_MODES)[number];

export interface PreviewConfig {
  /** The embedded source's preview secret (PREVIEW_SECRET); without it, preview cannot be entered there. */
  localSecret?: string;
  /** Signs the session cookie. */
  sessionKey: Buffer;
  mode: VisualEditingMode;
  /**
   * The Sanity Studio's address (SANITY_STUDIO_URL, with the workspace's base path when it has one): the preview
   * banner links a page to its document there. Without it there is no link.
   */
  studioUrl?: string;
}

/**
 * "The visual-editing overlay activates only when preview is enabled and the mode is
 * visual-editing or live-visual-editing".
 */
export function overlayEnabled(previewEnabled: boolean, mode: VisualEditingMode): boolean {
  return previewEnabled && (mode === 'visual-editing' || mode === 'live-visual-editing');
}

export function previewConfigFromEnv(env: Record<string, string | undefined> = process.env): PreviewConfig {
  const requested = env.SANITY_VISUAL_EDITING_MODE?.trim() as VisualEditingMode | undefined;
  const mode =
    requested && (VISUAL_EDITING_MODES as readonly string[]).includes(requested) ? requested : 'visual-editing';
  const localSecret = env.PREVIEW_SECRET?.trim();
  const studioUrl = studioUrlFromEnv(env.SANITY_STUDIO_URL);
  return {
    sessionKey: sessionKeyFromEnv(env),
    mode,
    ...(localSecret ? { localSecret } : {}),
    ...(studioUrl ? { studioUrl } : {}),
  };
}

/** An http(s) Studio address without a query, fragment or trailing slash; anything else is no Studio (and logged). */
export function studioUrlFromEnv(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const url = safeUrl(value, WEB_URL);
  if (!url || /[?#]/.test(url)) {
    console.warn('[preview] SANITY_STUDIO_URL is not an http(s) address without ?query or #fragment: no Studio links');
    return undefined;
  }
  return url.replace(/\/+$/, '');
}

let shared: PreviewConfig | undefined;

/** This process's preview configuration (read once). */
export function previewConfig(): PreviewConfig {
  shared ??= previewConfigFromEnv();
  return shared;
}
