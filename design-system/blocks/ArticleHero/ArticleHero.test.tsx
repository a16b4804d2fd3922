// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen } from '@design-system/testing/render';
import { knowledgeArticleFixtures as f } from '@fixtures/components/KnowledgeArticle.fixtures';
import { ArticleHero } from './ArticleHero';
import { articleHero } from './articleHero';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('ArticleHero', () => {
  it('the page h1 with label, intro, a long date and the authors; the image with high priority', () => {
    const { container } = render(<ArticleHero {...f.default.hero} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Viden')).toBeInTheDocument();
    expect(container).toHaveTextContent('2. marts 2026');
    expect(container).toHaveTextContent('Af Mette Ravn, Jonas Holm');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('a video takes the image’s place (the article-video layout)', () => {
    const { container } = render(<ArticleHero {...f.video.hero} />);
    expect(container.querySelector('[data-video-player]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Afspil video/ })).toBeInTheDocument();
  });

  it('only a title: no meta line, no media', () => {
    const { container } = render(<ArticleHero {...articleHero({ title: 'Et magasin til de næste tusind år' })} />);
    expect(container.querySelector('time')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
