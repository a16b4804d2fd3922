export { type PodcastEpisode, wholeMinutes } from './episode';
export { PlayEpisodeButton } from './PlayEpisodeButton';
export { PodcastPlayer, PodcastPlayerScope, ShellPodcastPlayer } from './PodcastPlayer';
export { hasPlayerCookie, PLAYER_COOKIE, type SavedPlayer } from './playerCookie';
export {
  type CurrentEpisode,
  currentEpisode,
  isPlaying,
  playEpisode,
  restoreEpisode,
  subscribePlayer,
  togglePlayback,
} from './playerStore';
