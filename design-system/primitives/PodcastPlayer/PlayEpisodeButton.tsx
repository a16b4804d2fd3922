'use client';

import { useSyncExternalStore } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { Button } from '../Button';
import type { PodcastEpisode } from './episode';
import { pauseIcon, playIcon } from './icons.css';
import { isPlaying, playEpisode, subscribePlayer, togglePlayback } from './playerStore';

/**
 * Starts an episode in the player bar, or pauses it while it plays: the label says which ("Afspil
 * episode" / "Sæt på pause"; its accessible name adds the episode's title), mirroring the bar.
 */
export function PlayEpisodeButton({ episode }: { episode: PodcastEpisode }) {
  const t = useText();
  const playing = useSyncExternalStore(
    subscribePlayer,
    () => isPlaying(episode.id),
    () => false,
  );
  const label = playing ? t('pause') : t('playEpisode');
  return (
    <Button
      variant="secondary"
      data-play-episode={episode.id}
      aria-label={`${label}: ${episode.title}`}
      onClick={(event) => (playing ? togglePlayback() : playEpisode(episode, event.currentTarget))}
    >
      <span className={playing ? pauseIcon : playIcon} aria-hidden="true" />
      {label}
    </Button>
  );
}
