import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  passToClient: ['site', 'locale', 'words', 'abortReason'],
  // Trailing slashes are normalised by the server with a relative Location (never the Host header).
  disableUrlNormalization: true,
} satisfies Config;
