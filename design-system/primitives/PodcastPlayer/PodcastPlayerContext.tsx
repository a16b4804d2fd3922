import { createContext, type ReactNode, type RefObject, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { episodeCookie, type PodcastEpisode, readEpisodeCookie } from './episodeCookie';

interface PodcastPlayerState {
  episode: PodcastEpisode | null;
  playing: boolean;
  /** Makes the episode current (stored to the cookie) and starts it. */
  playEpisode: (episode: PodcastEpisode) => void;
  /** Plays or pauses the current episode. */
  toggle: () => void;
  /** Stops and forgets the current episode (the cookie is cleared). */
  clear: () => void;
  /** The player bar's audio element. */
  audio: RefObject<HTMLAudioElement | null>;
  setPlaying: (playing: boolean) => void;
}

const PodcastPlayerContext = createContext<PodcastPlayerState | null>(null);

function store(episode: PodcastEpisode | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the sites support
  document.cookie = episodeCookie(episode, window.location.protocol === 'https:');
}

/**
 * Holds the podcast episode being listened to, across pages: it is stored to the
 * `audio-player-state` cookie and read back on mount (the server may pass it as `initialEpisode`).
 */
export function PodcastPlayerProvider({
  children,
  initialEpisode = null,
}: {
  children: ReactNode;
  initialEpisode?: PodcastEpisode | null;
}) {
  const [episode, setEpisode] = useState<PodcastEpisode | null>(initialEpisode);
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const pendingPlay = useRef(false);

  useEffect(() => {
    const stored = readEpisodeCookie(document.cookie);
    if (stored) setEpisode(stored);
  }, []);

  // Start playing once the audio element has the new episode's source.
  useEffect(() => {
    if (!episode || !pendingPlay.current) return;
    pendingPlay.current = false;
    audio.current?.play().catch(() => setPlaying(false));
  }, [episode]);

  const value = useMemo<PodcastPlayerState>(
    () => ({
      episode,
      playing,
      audio,
      setPlaying,
      playEpisode: (next) => {
        store(next);
        if (episode?.id === next.id) {
          audio.current?.play().catch(() => setPlaying(false));
          return;
        }
        pendingPlay.current = true;
        setEpisode(next);
      },
      toggle: () => {
        const element = audio.current;
        if (!element) return;
        if (element.paused) element.play().catch(() => setPlaying(false));
        else element.pause();
      },
      clear: () => {
        audio.current?.pause();
        store(null);
        setPlaying(false);
        setEpisode(null);
      },
    }),
    [episode, playing],
  );

  return <PodcastPlayerContext.Provider value={value}>{children}</PodcastPlayerContext.Provider>;
}

/** Whether a player is already provided above (the site shell's, which lives across navigation). */
export function useHasPodcastPlayer(): boolean {
  return useContext(PodcastPlayerContext) !== null;
}

export function usePodcastPlayer(): PodcastPlayerState {
  const state = useContext(PodcastPlayerContext);
  if (!state) throw new Error('usePodcastPlayer needs a PodcastPlayerProvider above it');
  return state;
}
