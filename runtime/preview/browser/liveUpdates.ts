/** Changes come in bursts (a Studio edit is several patches a second): one refresh per burst. */
export const REFRESH_DEBOUNCE_MS = 200;
/** A stream the server refused (503, an expired session's 401) is tried again after this, then less and less often. */
const RETRY_MS = 5_000;
const MAX_RETRIES = 5;

export interface LiveUpdates {
  /** Asks for a refresh (debounced with the stream's changes); settles once the page shows the content. */
  schedule(): Promise<void>;
  stop(): void;
}

/**
 * Follows the preview's change stream (runtime/preview/eventsRoute.ts) and refreshes the page after each burst of
 * changes: 200 ms after the last one, one refresh at a time (changes during a refresh ask for one more after it).
 * A stream that reconnects may have missed changes, so it refreshes then too.
 */
export function startLiveUpdates(options: {
  url: string;
  refresh: () => Promise<void>;
  debounceMs?: number;
  eventSource?: (url: string) => EventSource;
}): LiveUpdates {
  const debounceMs = options.debounceMs ?? REFRESH_DEBOUNCE_MS;
  const open = options.eventSource ?? ((url: string) => new EventSource(url));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let waiting: (() => void)[] = [];
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let stopped = false;

  const run = async (): Promise<void> => {
    const settled = waiting;
    waiting = [];
    try {
      await options.refresh();
    } catch (error) {
      console.warn('[preview] The page could not be refreshed', error);
    }
    for (const resolve of settled) resolve();
    if (again) {
      again = false;
      running = run();
    } else {
      running = undefined;
    }
  };

  const schedule = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (running) again = true;
        else running = run();
      }, debounceMs);
    });

  const connect = () => {
    let opened = false;
    source = open(options.url);
    source.addEventListener('change', () => void schedule());
    source.addEventListener('open', () => {
      retries = 0;
      if (opened) void schedule();
      opened = true;
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser reconnects by itself. CLOSED: the server refused; try again a few times.
      if (!source || source.readyState !== source.CLOSED || stopped || retries >= MAX_RETRIES) return;
      retries += 1;
      retry = setTimeout(connect, RETRY_MS * retries);
    });
  };
  connect();
  // Leaving the page: the stream goes first, so it does not reconnect while the next page loads (which, after leaving
  // preview, is refused: a 401 in the console). A navigation that leaves the page standing (a download) opens it again.
  globalThis.addEventListener?.('beforeunload', () => {
    if (stopped || !source) return;
    source.close();
    clearTimeout(retry);
    retry = setTimeout(connect, RETRY_MS);
  });

  return {
    schedule,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retry);
      source?.close();
    },
  };
}
