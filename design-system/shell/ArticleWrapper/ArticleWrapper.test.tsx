// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { articleWrapperFixtures } from '@fixtures/components/ArticleWrapper.fixtures';
import { ArticleWrapper } from './ArticleWrapper';

describe('ArticleWrapper', () => {
  it('a sheet with a close link to the site’s front page around the content (on a first visit)', () => {
    const { container } = render(
      <ArticleWrapper site={{ ...articleWrapperFixtures.default.site, homeHref: '/en' }}>
        <p>Article</p>
      </ArticleWrapper>,
      { locale: 'en' },
    );
    const sheet = container.firstElementChild as HTMLElement;
    expect(sheet).toHaveAttribute('data-article-wrapper', '');
    const nav = within(sheet).getByRole('navigation', { name: 'Article' });
    const close = within(nav).getByRole('link', { name: /^Close ?the article and go to the front page$/ });
    expect(close).toHaveTextContent(/^Close the article and go to the front page/);
    expect(close).toHaveAttribute('href', '/en');
    expect(close.firstChild?.textContent).toBe('Close');
    expect(within(sheet).getByText('Article', { selector: 'p' })).toBeInTheDocument();
  });

  it('"Luk" goes back to the page the visitor came from on this site, and says so', () => {
    render(
      <ArticleWrapper site={articleWrapperFixtures.default.site} backHref="/soeg?q=guld">
        <p>Artikel</p>
      </ArticleWrapper>,
    );
    const close = screen.getByRole('link', { name: /^Luk ?artiklen og gå tilbage$/ });
    expect(close).toHaveTextContent(/^Luk artiklen og gå tilbage/);
    expect(close).toHaveAttribute('href', '/soeg?q=guld');
    expect(close.firstChild?.textContent).toBe('Luk');
  });
});
