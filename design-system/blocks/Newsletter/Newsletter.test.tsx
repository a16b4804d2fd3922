import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsletterFixtures as f } from '../../../fixtures/components/Newsletter.fixtures';
import { Newsletter, newsletterSignupUrl } from './Newsletter';

describe('Newsletter', () => {
  it('renders an h2, the text and a prominent external sign-up link, and no form', () => {
    const html = renderToStaticMarkup(<Newsletter {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Få nyt fra Nationalmuseet<\/h2>/);
    expect(html).toContain('href="https://natmus.us7.list-manage.com/subscribe?u=9f8e7d6c5b4a&amp;id=a1b2c3d4e5"');
    expect(html).toContain('Tilmeld dig nyhedsbrevet');
    expect(html).toContain('rel="noopener"');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<input');
    expect(html).toContain('href="/privatlivspolitik"');
  });

  it('never shows the list identifiers as text', () => {
    const html = renderToStaticMarkup(<Newsletter {...f.default} />).replace(/href="[^"]*"/g, '');
    expect(html).not.toContain('a1b2c3d4e5');
    expect(html).not.toContain('9f8e7d6c5b4a');
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
