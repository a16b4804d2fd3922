import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  passToClient: ['site', 'locale', 'words', 'preview'],
  // Trailing slashes are normalised by the server with a relative Location (never the Host header).
  disableUrlNormalization: true,
  // Code of a linked page on hover (runtime/client/prefetch.ts adds links in view). Never its page data: Vike's
  // pageContext prefetch is reserved for its own docs site and throws "You stumbled upon a Vike bug" on hover.
  prefetch: { staticAssets: 'hover', pageContext: false },
} satisfies Config;
