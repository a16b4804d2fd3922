/** Enter preview (the secret handshake) and leave it. Kept apart so client code can link here. */
export const PREVIEW_ENABLE_PATH = '/api/preview/enable';
export const PREVIEW_DISABLE_PATH = '/api/preview/disable';
