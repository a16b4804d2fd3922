import type { Context } from 'hono';
import { contentRuntime } from '../cms';
import { hostConfig } from '../server/context';
import { siteForHost } from '../sites/hosts';
import { createChangeHub } from './changeHub';
import { previewConfig } from './config';
import { previewEventsRoute } from './eventsRoute';
import { disablePreview, enablePreview, localSecretCheck, sanityHandshakeCheck } from './routes';
import { previewSessionOf } from './state';

export { PREVIEW_EVENTS_PATH } from './eventsPath';
export { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH, previewResponses } from './routes';

/**
 * GET /api/preview/enable: live Sanity's preview-URL secret handshake, or on the embedded source the
 * configured local secret (PREVIEW_SECRET): `/api/preview/enable?secret=…&redirect=/path`.
 */
export function previewEnableRoute(options: { https: boolean }) {
  return enablePreview({
    https: options.https,
    config: previewConfig,
    check: (c: Context) => {
      const { config } = contentRuntime();
      return config.kind === 'embedded'
        ? localSecretCheck(previewConfig().localSecret)
        : sanityHandshakeCheck(config, siteForHost(c.req.header('host'), hostConfig()));
    },
  });
}

/** GET /api/preview/disable?redirect=/path: leaves preview. */
export function previewDisableRoute(options: { https: boolean }) {
  return disablePreview(options);
}

/**
 * GET /api/preview/events: the open preview's change stream, on the process's content source (one upstream
 * listener per site and perspective, however many editors preview them).
 */
export function previewEventsStream() {
  const hub = createChangeHub(() => contentRuntime().source);
  return previewEventsRoute({
    hub: () => hub,
    site: (c: Context) => siteForHost(c.req.header('host'), hostConfig()),
    session: (cookie) => previewSessionOf(cookie),
  });
}
