import type { Story, StoryDefault } from '@ladle/react';
import { StateMatrix } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { PlayEpisodeButton, type PodcastEpisode, PodcastPlayerScope } from '@design-system/primitives/PodcastPlayer';
import { PlayerBarView, type PlayerBarViewProps } from '@design-system/primitives/PodcastPlayer/PlayerBarView';
import {
  podcastEpisodeFixtures as episodes,
  playerBarFixtures as f,
} from '@fixtures/components/PodcastPlayer.fixtures';
import { stack } from './StoryLayout.css';

/**
 * The podcast player: play buttons, and the bar pinned to the bottom of the viewport while an episode is
 * current. `Default` is the working player (the bar's code loads on the first play; the episodes play the
 * embedded dataset's recordings where the runtime serves them). The other stories draw the bar in each
 * state, as the view alone.
 */
export default {
  title: 'Primitives/Podcast Player',
  meta: {
    usage: {
      when: 'The sticky audio player for podcast episodes; it keeps playing across pages.',
      props:
        'episode, status (idle, loading, playing, paused, error), position, duration, onToggle, onSeek, onRetry, onClose.',
      accessibility:
        'Play/pause is one toggle button with a changing name; the time slider is a labelled range; errors are announced in a live region.',
    },
  },
} satisfies StoryDefault;

const Example = ({ list }: { list: PodcastEpisode[] }) => (
  <PodcastPlayerScope>
    <Container>
      <ul className={stack}>
        {list.map((episode) => (
          <li key={episode.id}>
            <p>
              <strong>{episode.title}</strong>
              {episode.showTitle ? ` – ${episode.showTitle}` : null}
            </p>
            <PlayEpisodeButton episode={episode} />
          </li>
        ))}
      </ul>
    </Container>
  </PodcastPlayerScope>
);

const ignore = () => {};

/** The bar as the view draws it, pinned at the bottom of the story. */
const Bar = (state: Pick<PlayerBarViewProps, 'episode' | 'status' | 'position' | 'duration'>) => (
  <PlayerBarView {...state} onToggle={ignore} onSeek={ignore} onRetry={ignore} onClose={ignore} />
);

export const Default: Story = () => <Example list={[episodes.default, episodes.longText, episodes.minimal]} />;
export const Playing: Story = () => <Bar {...f.default} />;
export const Paused: Story = () => <Bar {...f.paused} />;
/** Waiting for the audio: the button turns, and a live region says so. */
export const Loading: Story = () => <Bar {...f.loading} />;
/** The audio could not load: the message and a retry button take the progress's place. */
export const LoadError: Story = () => <Bar {...f.error} />;
export const LongText: Story = () => <Bar {...f.longText} />;
/** No show title and no known length yet: the slider is disabled. */
export const Minimal: Story = () => <Bar {...f.minimal} />;

const stateLabels = {
  da: { paused: 'Pause', playing: 'Afspiller', loading: 'Indlæser', error: 'Fejl', bar: 'Afspillerens bjælke' },
  en: { paused: 'Paused', playing: 'Playing', loading: 'Loading', error: 'Error', bar: 'The player bar' },
  de: { paused: 'Pausiert', playing: 'Spielt', loading: 'Lädt', error: 'Fehler', bar: 'Die Player-Leiste' },
  sv: { paused: 'Pausad', playing: 'Spelar', loading: 'Laddar', error: 'Fel', bar: 'Spelarens list' },
} as const;
const statuses = ['paused', 'playing', 'loading', 'error'] as const;
const barStates = { paused: f.paused, playing: f.default, loading: f.loading, error: f.error };

/**
 * The bar in each of its states, one a row (the bar is as wide as the page): paused (the resting state, as when the
 * visitor comes back to a page), playing, loading (the play button's ring turns, standing still for visitors who
 * prefer reduced motion, and a live region says so) and error (the audio could not load: a message and a retry button
 * take the progress's place, and the live region says so). The player is the one primitive with an error look. Each
 * is the bar's own view with its own `status`; in the story the bars sit in the page instead of at its bottom.
 */
export const States: Story = () => {
  const labels = stateLabels[useCatalogueSettings().locale];
  return (
    <Container>
      <StateMatrix
        wide
        columns={[{ id: 'bar', label: labels.bar }]}
        rows={statuses.map((status) => ({ id: status, label: labels[status] }))}
        cell={(status) => <Bar {...barStates[status]} />}
      />
    </Container>
  );
};
