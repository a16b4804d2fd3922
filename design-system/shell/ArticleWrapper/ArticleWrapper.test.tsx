import { describe, expect, it } from 'vitest';
import { articleWrapperFixtures } from '../../../fixtures/components/ArticleWrapper.fixtures';
import { renderHtml } from '../renderForTest';
import { ArticleWrapper } from './ArticleWrapper';

describe('ArticleWrapper', () => {
  it('a sheet with a close link to the site’s front page around the content (on a first visit)', () => {
    const html = renderHtml(
      <ArticleWrapper site={{ ...articleWrapperFixtures.default.site, homeHref: '/en' }}>
        <p>Article</p>
      </ArticleWrapper>,
      'en',
    );
    expect(html).toMatch(/^<div class="[^"]+" data-article-wrapper="">/);
    expect(html).toContain('<nav class="');
    expect(html).toContain('aria-label="Article"');
    expect(html).toMatch(
      /<a href="\/en" class="[^"]+">Close<span class="[^"]+"> the article and go to the front page<\/span>/,
    );
    expect(html).toContain('<p>Article</p>');
  });

  it('"Luk" goes back to the page the visitor came from on this site, and says so', () => {
    const html = renderHtml(
      <ArticleWrapper site={articleWrapperFixtures.default.site} backHref="/soeg?q=guld">
        <p>Artikel</p>
      </ArticleWrapper>,
    );
    expect(html).toMatch(
      /<a href="\/soeg\?q=guld" class="[^"]+">Luk<span class="[^"]+"> artiklen og gå tilbage<\/span>/,
    );
  });
});
