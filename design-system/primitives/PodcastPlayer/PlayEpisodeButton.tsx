import { useSyncExternalStore } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import type { PodcastEpisode } from './episode';
import { pauseIcon, playIcon } from './icons.css';
import { isPlaying, playEpisode, subscribePlayer, togglePlayback } from './playerStore';

/**
 * Starts an episode in the player bar, or pauses it while it plays: the label says which ("Afspil
 * episode" / "Sæt på pause", with the episode's title for screen readers), mirroring the bar.
 */
export function PlayEpisodeButton({ episode }: { episode: PodcastEpisode }) {
  const t = useText();
  const playing = useSyncExternalStore(
    subscribePlayer,
    () => isPlaying(episode.id),
    () => false,
  );
  return (
    <Button
      variant="secondary"
      data-play-episode={episode.id}
      onClick={(event) => (playing ? togglePlayback() : playEpisode(episode, event.currentTarget))}
    >
      <span className={playing ? pauseIcon : playIcon} aria-hidden="true" />
      {playing ? t('pause') : t('playEpisode')}
      <VisuallyHidden>: {episode.title}</VisuallyHidden>
    </Button>
  );
}
