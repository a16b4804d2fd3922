// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, userEvent } from '@design-system/testing/render';
import {
  podcastEpisodePageFixtures as f,
  about as plainAbout,
  transcript as plainTranscript,
} from '@fixtures/components/PodcastPages.fixtures';
import { episodeTabs } from './episodeTabs';
import { PodcastEpisodeTabs } from './PodcastEpisodeTabs';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const about = f.default.about;
const transcript = f.default.transcript;

describe('PodcastEpisodeTabs', () => {
  it('spec: "Podcast tabs appear only when both tab contents exist" – both: a tab list, about first', () => {
    const { container } = render(<PodcastEpisodeTabs about={about} transcript={transcript} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Om episoden', 'Udskrift']);
    expect(container).toHaveTextContent('Anna Friis');
    expect(container).toHaveTextContent('Line Due, konservator');
  });

  it('the transcript tab shows the transcript', async () => {
    render(<PodcastEpisodeTabs about={about} transcript={transcript} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Udskrift' }));
    expect(screen.getByRole('tabpanel', { name: 'Udskrift' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Om episoden' })).toBeNull();
  });

  it('only the about text (an empty transcript is none): no tab list, the text under an h2', () => {
    render(<PodcastEpisodeTabs {...episodeTabs({ about: plainAbout, transcript: [] })} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Om episoden' })).toBeInTheDocument();
  });

  it('only the transcript (an about without text, people or host is none): no tab list, the transcript under an h2', () => {
    render(
      <PodcastEpisodeTabs
        {...episodeTabs({ about: { description: [], participants: [] }, transcript: plainTranscript })}
      />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Udskrift' })).toBeInTheDocument();
  });

  it('neither: nothing', () => {
    expect(renderToStaticMarkup(<PodcastEpisodeTabs about={null} transcript={null} />)).toBe('');
  });
});
