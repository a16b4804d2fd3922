import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeArticleFixtures as f } from '../../../fixtures/components/KnowledgeArticle.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { count, renderHtml } from '../../shell/renderForTest';
import { ArticleHero } from './ArticleHero';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('ArticleHero', () => {
  it('the page h1 with label, intro, a long date and the authors; the image with high priority', () => {
    const html = renderHtml(<ArticleHero {...f.default.hero} />);
    expect(count(html, /<h1/)).toBe(1);
    expect(html).toContain('>Viden<');
    expect(html).toContain('2. marts 2026');
    expect(html).toContain('Af Mette Ravn, Jonas Holm');
    expect(html).toContain('fetchPriority="high"');
  });

  it('a video takes the image’s place (the article-video layout)', () => {
    const html = renderHtml(<ArticleHero {...f.video.hero} />);
    expect(html).toContain('data-video-player');
  });

  it('only a title: no meta line, no media', () => {
    const html = renderHtml(<ArticleHero title="Et magasin til de næste tusind år" />);
    expect(html).not.toContain('<time');
    expect(html).not.toContain('<img');
  });
});
