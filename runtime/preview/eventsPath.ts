/**
 * The open preview's change stream (Server-Sent Events): runtime/preview/eventsRoute.ts. A module of its own, not in
 * ./paths.ts: that one is bundled into the shell every page loads (the banner links to leaving preview), and only
 * preview pages' own chunk needs this address.
 */
export const PREVIEW_EVENTS_PATH = '/api/preview/events';
