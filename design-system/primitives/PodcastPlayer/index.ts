export { EPISODE_COOKIE, episodeCookie, type PodcastEpisode, readEpisodeCookie, wholeMinutes } from './episodeCookie';
export { PlayEpisodeButton, PodcastPlayer, PodcastPlayerScope } from './PodcastPlayer';
export { PodcastPlayerProvider, usePodcastPlayer } from './PodcastPlayerContext';
