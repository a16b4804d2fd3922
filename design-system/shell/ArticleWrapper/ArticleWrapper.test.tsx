import { describe, expect, it } from 'vitest';
import { articleWrapperFixtures } from '../../../fixtures/components/ArticleWrapper.fixtures';
import { renderHtml } from '../renderForTest';
import { ArticleWrapper } from './ArticleWrapper';

describe('ArticleWrapper', () => {
  it('a sheet with the compact logo and a close link to the site’s front page around the content', () => {
    const html = renderHtml(
      <ArticleWrapper site={{ ...articleWrapperFixtures.default.site, homeHref: '/en' }}>
        <p>Article</p>
      </ArticleWrapper>,
      'en',
    );
    expect(html).toMatch(/^<div class="[^"]+" data-article-wrapper="">/);
    expect(html).toContain('<nav class="');
    expect(html).toContain('aria-label="Article"');
    expect(html).toContain('data-variant="secondary"');
    expect(html).toMatch(
      /<a href="\/en" class="[^"]+">Close<span class="[^"]+"> the article and go to the front page<\/span>/,
    );
    expect(html).toContain('<p>Article</p>');
  });
});
