// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { newsletterFixtures as f } from '@fixtures/components/Newsletter.fixtures';
import { Newsletter, newsletterSignupUrl } from './Newsletter';

describe('Newsletter', () => {
  it('renders an h2, the text and a prominent external sign-up link, and no form', () => {
    const { container } = render(<Newsletter {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Få nyt fra Nationalmuseet' })).toBeInTheDocument();
    const signup = screen.getByRole('link', { name: /^Tilmeld dig nyhedsbrevet/ });
    expect(signup).toHaveAttribute('href', 'https://natmus.us7.list-manage.com/subscribe?u=9f8e7d6c5b4a&id=a1b2c3d4e5');
    expect(signup).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByRole('form')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/privatlivspolitik');
  });

  it('never shows the list identifiers as text', () => {
    const { container } = render(<Newsletter {...f.default} />);
    expect(container).not.toHaveTextContent('a1b2c3d4e5');
    expect(container).not.toHaveTextContent('9f8e7d6c5b4a');
  });

  it('builds the sign-up address only from plain identifiers', () => {
    expect(newsletterSignupUrl({ account: 'natmus', region: 'us7', listId: 'abc', userId: 'def' })).toBe(
      'https://natmus.us7.list-manage.com/subscribe?u=def&id=abc',
    );
    expect(newsletterSignupUrl({ account: 'evil.com/x?', region: 'us7', listId: 'abc', userId: 'def' })).toBeNull();
    expect(newsletterSignupUrl({ account: 'natmus', region: 'us7', listId: '', userId: 'def' })).toBeNull();
    expect(newsletterSignupUrl(null)).toBeNull();
  });

  it('renders nothing without a usable sign-up address or title', () => {
    expect(renderToStaticMarkup(<Newsletter {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<Newsletter {...f.minimal} signupUrl="javascript:alert(1)" />)).toBe('');
    expect(renderToStaticMarkup(<Newsletter {...f.minimal} title="" />)).toBe('');
  });
});
