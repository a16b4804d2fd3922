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
  return { sessionKey: sessionKeyFromEnv(env), mode, ...(localSecret ? { localSecret } : {}) };
}

let shared: PreviewConfig | undefined;

/** This process's preview configuration (read once). */
export function previewConfig(): PreviewConfig {
  shared ??= previewConfigFromEnv();
  return shared;
}
