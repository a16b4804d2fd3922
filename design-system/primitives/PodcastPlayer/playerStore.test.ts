import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { podcastEpisodeFixtures as f } from '@fixtures/components/PodcastPlayer.fixtures';
import { PLAYER_COOKIE } from './playerCookie';
import type { CurrentEpisode } from './playerStore';

/**
 * The store and the bar's session in a stand-in browser (the unit tests have no DOM): an audio element that records what it
 * is told and fires the events a browser would, a cookie jar, and a page with one play button. The
 * real element is exercised by tests/browser/podcast-player.spec.ts.
 */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  src = '';
  preload = '';
  paused = true;
  currentTime = 0;
  readyState = 0;
  error: { code: number } | null = null;
  constructor() {
    super();
    FakeAudio.made.push(this);
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
  play() {
    this.paused = false;
    this.fire('play');
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  /** The browser has read the file's header. */
  loadMetadata() {
    this.readyState = 1;
    this.fire('loadedmetadata');
  }
}

let cookies: string[] = [];
let pageHide: (() => void)[] = [];
const button = { isConnected: true, matches: () => true, focus: vi.fn() };
const lastCookie = () =>
  decodeURIComponent(
    cookies
      .at(-1)
      ?.split(';')[0]
      ?.slice(PLAYER_COOKIE.length + 1) ?? '',
  );
const saved = () => {
  const value = lastCookie();
  return value ? JSON.parse(value) : null;
};

/** The store and the bar's session, fresh for each test (module state starts empty). */
async function fresh() {
  vi.resetModules();
  const store = await import('./playerStore');
  const session = await import('./playerSession');
  return { ...store, ...session };
}

beforeEach(() => {
  cookies = [];
  pageHide = [];
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('HTMLMediaElement', { HAVE_NOTHING: 0 });
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal(
    'addEventListener',
    (type: string, listener: () => void) => type === 'pagehide' && pageHide.push(listener),
  );
  vi.stubGlobal('removeEventListener', () => {});
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookies.push(value);
    },
    addEventListener: () => {},
    removeEventListener: () => {},
    visibilityState: 'visible',
    querySelector: (selector: string) => (selector === `[data-play-episode="${f.default.id}"]` ? button : null),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the podcast player store and the bar’s session', () => {
  it('plays an episode in a new audio element and tells its subscribers; nothing is stored before the bar', async () => {
    const store = await fresh();
    const changes = vi.fn();
    store.subscribePlayer(changes);
    store.playEpisode(f.default);
    const audio = FakeAudio.made[0];
    expect(audio?.src).toBe(f.default.playbackUrl);
    expect(audio?.preload).toBe('auto');
    expect(audio?.paused).toBe(false);
    expect(store.isPlaying(f.default.id)).toBe(true);
    expect(store.isPlaying(f.longText.id)).toBe(false);
    expect(changes).toHaveBeenCalled();
    expect(cookies).toEqual([]);
  });

  it('the bar stores the episode at once, and the position on pause; the same episode resumes, another replaces it', async () => {
    const store = await fresh();
    store.playEpisode(f.default);
    const first = FakeAudio.made[0] as FakeAudio;
    const stop = store.persist(store.currentEpisode() as CurrentEpisode);
    expect(saved()).toEqual({ ...f.default, position: 0 });
    first.readyState = 4;
    first.currentTime = 42.6;
    store.togglePlayback();
    expect(first.paused).toBe(true);
    expect(saved()?.position).toBe(42);
    store.playEpisode(f.default);
    expect(FakeAudio.made).toHaveLength(1);
    expect(first.paused).toBe(false);
    const writes = cookies.length;
    store.playEpisode(f.longText);
    expect(FakeAudio.made).toHaveLength(2);
    expect(first.paused).toBe(true);
    expect(first.src).toBe('');
    // The replaced episode's pause is not stored over the new one.
    expect(cookies).toHaveLength(writes);
    stop();
  });

  it('stores the position while playing at most every five seconds, and when the visitor leaves the page', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const store = await fresh();
      store.playEpisode(f.default);
      const audio = FakeAudio.made[0] as FakeAudio;
      store.persist(store.currentEpisode() as CurrentEpisode);
      const writes = cookies.length;
      audio.currentTime = 3;
      audio.fire('timeupdate');
      expect(cookies).toHaveLength(writes);
      vi.setSystemTime(1_006_000);
      audio.currentTime = 9;
      audio.fire('timeupdate');
      expect(cookies).toHaveLength(writes + 1);
      expect(saved()?.position).toBe(9);
      audio.currentTime = 10.5;
      for (const listener of pageHide) listener();
      expect(saved()?.position).toBe(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores a stored episode paused at its position, once the audio knows its length; never plays it', async () => {
    const store = await fresh();
    store.restoreEpisode({ episode: f.default, position: 61 });
    const audio = FakeAudio.made[0] as FakeAudio;
    expect(audio.preload).toBe('metadata');
    expect(audio.paused).toBe(true);
    expect(store.currentEpisode()?.position()).toBe(61);
    // Stored again before the audio loaded: the position is kept.
    store.persist(store.currentEpisode() as CurrentEpisode);
    expect(saved()?.position).toBe(61);
    audio.loadMetadata();
    expect(audio.currentTime).toBe(61);
    // An episode already current is never replaced by a restore.
    store.restoreEpisode({ episode: f.longText, position: 5 });
    expect(store.currentEpisode()?.episode.id).toBe(f.default.id);
  });

  it('a seek before the audio has loaded moves where it will start', async () => {
    const store = await fresh();
    store.restoreEpisode({ episode: f.default, position: 61 });
    store.seekTo(20);
    expect(store.currentEpisode()?.position()).toBe(20);
    expect(saved()?.position).toBe(20);
    const audio = FakeAudio.made[0] as FakeAudio;
    audio.loadMetadata();
    expect(audio.currentTime).toBe(20);
    store.seekTo(30);
    expect(audio.currentTime).toBe(30);
  });

  it('after an error, play (or retry) loads the episode again from where it was', async () => {
    const store = await fresh();
    store.restoreEpisode({ episode: f.default, position: 61 });
    const failed = FakeAudio.made[0] as FakeAudio;
    failed.error = { code: 2 };
    failed.fire('error');
    expect(store.isPlaying(f.default.id)).toBe(false);
    store.togglePlayback();
    const again = FakeAudio.made[1] as FakeAudio;
    expect(again.src).toBe(f.default.playbackUrl);
    expect(again.paused).toBe(false);
    expect(store.currentEpisode()?.position()).toBe(61);
    store.retryPlayback();
    expect(FakeAudio.made).toHaveLength(3);
    expect(FakeAudio.made[2]?.paused).toBe(false);
  });

  it('closing stops the audio, clears the cookie and gives back the control that started playback', async () => {
    const store = await fresh();
    const opener = {
      isConnected: true,
      matches: (selector: string) => selector.includes(f.longText.id),
    } as unknown as HTMLElement;
    store.playEpisode(f.longText, opener);
    const audio = FakeAudio.made[0] as FakeAudio;
    expect(store.closePlayer()).toBe(opener);
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(store.currentEpisode()).toBeNull();
    expect(cookies.at(-1)).toBe('audio-player-state=; Path=/; SameSite=Lax; Max-Age=0');
    expect(store.closePlayer()).toBeNull();
  });

  it('closing after the opener left the page (or after a reload) gives back a play button of the episode, if any', async () => {
    const store = await fresh();
    store.playEpisode(f.default, { isConnected: false } as unknown as HTMLElement);
    expect(store.closePlayer()).toBe(button);
    // A starting button React reused for another episode's button (a client-side navigation) is not it.
    store.playEpisode(f.default, { isConnected: true, matches: () => false } as unknown as HTMLElement);
    expect(store.closePlayer()).toBe(button);
    store.restoreEpisode({ episode: f.longText, position: 0 });
    expect(store.closePlayer()).toBeNull();
  });
});
