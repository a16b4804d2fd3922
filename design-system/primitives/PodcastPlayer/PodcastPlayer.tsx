import type { ReactNode } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { fillText } from '../../i18n/translate';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { type PodcastEpisode, wholeMinutes } from './episodeCookie';
import { bar, closeIcon, details, episodeTitle, meta, pauseIcon, playIcon, roundButton } from './PodcastPlayer.css';
import { PodcastPlayerProvider, useHasPodcastPlayer, usePodcastPlayer } from './PodcastPlayerContext';

/**
 * The player bar: the current episode's title, show and length in whole minutes, a play/pause
 * button driving a native audio element, and a button that closes the player. Nothing renders
 * when no episode is current.
 */
export function PodcastPlayer() {
  const t = useText();
  const { episode, playing, toggle, clear, audio, setPlaying } = usePodcastPlayer();
  if (!episode) return null;
  const minutes = wholeMinutes(episode.durationMs);
  return (
    <section className={bar} aria-label={t('podcastPlayer')} data-podcast-player="">
      {/* biome-ignore lint/a11y/useMediaCaption: podcast audio; transcripts live on the episode page */}
      <audio
        ref={audio}
        src={episode.playbackUrl}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <button
        type="button"
        className={roundButton}
        onClick={toggle}
        aria-label={`${playing ? t('pause') : t('play')}: ${episode.title}`}
      >
        <span className={playing ? pauseIcon : playIcon} aria-hidden="true" />
      </button>
      <div className={details}>
        <p className={episodeTitle}>{episode.title}</p>
        <p className={meta}>
          {episode.showTitle}
          {minutes > 0 ? ` · ${fillText(t('durationMinutes'), { minutes })}` : null}
        </p>
      </div>
      <button type="button" className={roundButton} onClick={clear} aria-label={t('closePlayer')}>
        <span className={closeIcon} aria-hidden="true">
          ×
        </span>
      </button>
    </section>
  );
}

/** Starts an episode in the player bar (or pauses it, when it is the one playing). */
export function PlayEpisodeButton({ episode }: { episode: PodcastEpisode }) {
  const t = useText();
  const { episode: current, playing, playEpisode, toggle } = usePodcastPlayer();
  const isPlaying = playing && current?.id === episode.id;
  return (
    <Button variant="secondary" onClick={() => (isPlaying ? toggle() : playEpisode(episode))}>
      <span className={isPlaying ? pauseIcon : playIcon} aria-hidden="true" />
      {isPlaying ? t('pause') : t('playEpisode')}
      <VisuallyHidden>: {episode.title}</VisuallyHidden>
    </Button>
  );
}

/**
 * Where a page plays episodes: inside the site shell, the shell's player (which lives across
 * navigation, so an episode keeps playing on the next page); alone (a template in the catalogue or
 * a test), a player of its own with its bar.
 */
export function PodcastPlayerScope({
  children,
  initialEpisode = null,
}: {
  children: ReactNode;
  initialEpisode?: PodcastEpisode | null;
}) {
  if (useHasPodcastPlayer()) return <>{children}</>;
  return (
    <PodcastPlayerProvider initialEpisode={initialEpisode}>
      {children}
      <PodcastPlayer />
    </PodcastPlayerProvider>
  );
}
