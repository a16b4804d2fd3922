import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import {
  PlayEpisodeButton,
  type PodcastEpisode,
  PodcastPlayer,
  PodcastPlayerProvider,
} from '../../../design-system/primitives/PodcastPlayer';
import { podcastEpisodeFixtures as f } from '../../../fixtures/components/PodcastPlayer.fixtures';
import { stack } from './StoryLayout.css';

export default { title: 'Primitives/Podcast Player' } satisfies StoryDefault;

/**
 * The provider reads the `audio-player-state` cookie on mount, so a chosen episode survives a reload.
 * `initialEpisode` stands for what the server would read from the request's cookie.
 */
const Example = ({ episodes, initialEpisode }: { episodes: PodcastEpisode[]; initialEpisode?: PodcastEpisode }) => (
  <PodcastPlayerProvider initialEpisode={initialEpisode}>
    <Container>
      <ul className={stack}>
        {episodes.map((episode) => (
          <li key={episode.id}>
            <p>
              <strong>{episode.title}</strong> – {episode.showTitle}
            </p>
            <PlayEpisodeButton episode={episode} />
          </li>
        ))}
      </ul>
    </Container>
    <PodcastPlayer />
  </PodcastPlayerProvider>
);

export const Default: Story = () => <Example episodes={[f.default, f.longText, f.minimal]} />;
export const Playing: Story = () => <Example episodes={[f.default]} initialEpisode={f.default} />;
export const LongText: Story = () => <Example episodes={[f.longText]} initialEpisode={f.longText} />;
export const Minimal: Story = () => <Example episodes={[f.minimal]} initialEpisode={f.minimal} />;
