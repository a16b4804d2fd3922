import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  passToClient: ['site', 'locale', 'words', 'abortReason', 'preview'],
  // Trailing slashes are normalised by the server with a relative Location (never the Host header).
  disableUrlNormalization: true,
  // Code of a linked page on hover; its page data too, kept 30 s (runtime/client/prefetch.ts adds links in view).
  prefetch: { staticAssets: 'hover', pageContext: 30_000 },
} satisfies Config;
