import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { authorContactFixtures as f } from '../../../fixtures/components/AuthorContact.fixtures';
import { AuthorContact } from './AuthorContact';

describe('AuthorContact', () => {
  it('renders "Pressekontakt" as h2 and the authors as contact cards', () => {
    const html = renderToStaticMarkup(<AuthorContact {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Pressekontakt<\/h2>/);
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('href="mailto:lise.frost@natmus.dk"');
    expect(html).toContain('href="tel:+4541206150"');
  });

  it('uses the given title', () => {
    expect(renderToStaticMarkup(<AuthorContact {...f.longText} />)).toContain('Yderligere oplysninger');
  });

  it('renders nothing without reachable authors', () => {
    expect(renderToStaticMarkup(<AuthorContact {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<AuthorContact authors={[{ name: '', email: 'presse@natmus.dk' }]} />)).toBe('');
  });
});
