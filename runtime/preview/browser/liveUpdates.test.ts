import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_DEBOUNCE_MS, startLiveUpdates } from './liveUpdates';

/** An EventSource the test drives: it opens, sends changes, drops or is refused. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  change() {
    this.dispatchEvent(new MessageEvent('change', { data: '{}' }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = this.CLOSED;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
});
afterEach(() => vi.useRealTimers());

function start() {
  const refresh = vi.fn(async () => {});
  const live = startLiveUpdates({
    url: '/api/preview/events',
    refresh,
    eventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  stream.open();
  return { refresh, live, stream };
}

describe('the open preview follows the change stream', () => {
  it('one refresh per burst of changes, 200 ms after the last', async () => {
    const { refresh, stream } = start();
    expect(stream.url).toBe('/api/preview/events');
    stream.change();
    await vi.advanceTimersByTimeAsync(150);
    stream.change();
    stream.change();
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('changes during a refresh ask for one more after it, never two at once', async () => {
    let finish: () => void = () => {};
    const { refresh, stream } = start();
    refresh.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    stream.change();
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    stream.change();
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('the Studio’s refresh joins the burst and settles once the page is refreshed', async () => {
    const { refresh, live, stream } = start();
    stream.change();
    let settled = false;
    void live.schedule().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(settled).toBe(true);
  });

  it('a reconnected stream may have missed changes: it refreshes; a refused stream is tried again, a few times', async () => {
    const { refresh, stream } = start();
    stream.fail(0);
    stream.open();
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stream.fail(2);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    for (let attempt = 2; attempt <= 6; attempt++) {
      FakeEventSource.opened.at(-1)?.fail(2);
      await vi.advanceTimersByTimeAsync(5_000 * attempt);
    }
    expect(FakeEventSource.opened).toHaveLength(6);
  });

  it('leaving the page closes the stream first (no reconnect while the next page loads); a page still standing opens it again', async () => {
    const leaving: (() => void)[] = [];
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
      if (type === 'beforeunload') leaving.push(listener);
    });
    const { stream } = start();
    vi.unstubAllGlobals();
    for (const listener of leaving) listener();
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('stop closes the stream and cancels a pending refresh', async () => {
    const { refresh, live, stream } = start();
    stream.change();
    live.stop();
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS * 2);
    expect(stream.closed).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
  });
});
