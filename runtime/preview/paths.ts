/** Enter preview (the secret handshake) and leave it. Kept apart so client code can link here. */
export const PREVIEW_ENABLE_PATH = '/api/preview/enable';
export const PREVIEW_DISABLE_PATH = '/api/preview/disable';
/** The open preview's change stream (Server-Sent Events): runtime/preview/eventsRoute.ts. */
export const PREVIEW_EVENTS_PATH = '/api/preview/events';
