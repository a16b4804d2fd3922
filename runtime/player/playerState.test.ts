import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { playerCookie } from '@design-system/primitives/PodcastPlayer/playerCookieValue';
import { podcastEpisodeFixtures as f } from '@fixtures/components/PodcastPlayer.fixtures';
import { PLAYER_STATE_PATH } from './paths';
import { readPlayerState } from './playerState';
import { playerStateRoute } from './playerStateRoute';

/** The Cookie header a browser sends after the player wrote its cookie. */
const header = (assignment: string, others = 'locale=en; theme=dark') => `${others}; ${assignment.split(';')[0]}`;
const raw = (value: unknown) => `audio-player-state=${encodeURIComponent(JSON.stringify(value))}`;
const stored = { ...f.default, position: 61 };

describe('"Persisted player state: a cookie named audio-player-state holding the current podcast": reading it', () => {
  it('reads back what the player writes: the episode and the position in seconds', () => {
    const cookie = header(playerCookie({ episode: f.longText, position: 83.9 }));
    expect(readPlayerState(cookie)).toEqual({ state: { episode: f.longText, position: 83 }, present: true });
  });

  it('a cookie written before positions were stored starts the episode at 0', () => {
    expect(readPlayerState(raw(f.default)).state).toEqual({ episode: f.default, position: 0 });
  });

  it('no cookie, or an empty one, is no state', () => {
    expect(readPlayerState(undefined)).toEqual({ state: null, present: false });
    expect(readPlayerState('locale=en')).toEqual({ state: null, present: false });
    expect(readPlayerState('locale=en; audio-player-state=')).toEqual({ state: null, present: false });
  });

  it('a bad cookie is ignored, never thrown: not JSON, broken encoding, wrong shape or types', () => {
    const bad = [
      'audio-player-state=%7Bnot-json',
      'audio-player-state=%E0%A4%A',
      'audio-player-state=42',
      raw(null),
      raw([stored]),
      raw({ id: 'x' }),
      raw({ ...stored, durationMs: '94000' }),
      raw({ ...stored, durationMs: -1 }),
      raw({ ...stored, position: -3 }),
      raw({ ...stored, position: 'start' }),
      raw({ ...stored, title: '   ' }),
      raw({ ...stored, id: '' }),
      raw({ ...stored, title: 'x'.repeat(301) }),
    ];
    for (const cookie of bad) expect(readPlayerState(cookie), cookie).toEqual({ state: null, present: true });
  });

  it('plays only https or same-site audio: never javascript:, data:, plain http or another host by // or /\\', () => {
    for (const playbackUrl of [
      'javascript:alert(1)',
      'data:audio/mpeg;base64,AAAA',
      'http://example.com/a.mp3',
      '//evil.example/a.mp3',
      '/\\evil.example/a.mp3',
      '/\t/evil.example/a.mp3',
      'files/a.mp3',
    ]) {
      expect(readPlayerState(raw({ ...stored, playbackUrl })).state, playbackUrl).toBeNull();
    }
    const spreaker = 'https://api.spreaker.com/v2/episodes/1/play.mp3';
    expect(readPlayerState(raw({ ...stored, playbackUrl: spreaker })).state?.episode.playbackUrl).toBe(spreaker);
  });
});

describe(`GET ${PLAYER_STATE_PATH}`, () => {
  const app = new Hono();
  app.get(PLAYER_STATE_PATH, playerStateRoute({ https: false }));
  const get = (cookie?: string) => app.request(PLAYER_STATE_PATH, cookie ? { headers: { cookie } } : {});

  it('answers the stored state as JSON, private and never stored by a cache', async () => {
    const response = await get(header(playerCookie({ episode: f.default, position: 61 })));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(await response.json()).toEqual({ episode: f.default, position: 61 });
  });

  it('answers 204 without a cookie, and clears a bad one', async () => {
    const none = await get();
    expect(none.status).toBe(204);
    expect(none.headers.get('set-cookie')).toBeNull();
    const bad = await get(raw({ ...stored, playbackUrl: 'javascript:alert(1)' }));
    expect(bad.status).toBe(204);
    expect(bad.headers.get('cache-control')).toBe('private, no-store');
    expect(bad.headers.get('set-cookie')).toBe('audio-player-state=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
