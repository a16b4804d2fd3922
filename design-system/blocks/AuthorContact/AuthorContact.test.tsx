// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { authorContactFixtures as f } from '@fixtures/components/AuthorContact.fixtures';
import { AuthorContact } from './AuthorContact';

describe('AuthorContact', () => {
  it('renders "Pressekontakt" as h2 and the authors as contact cards', () => {
    render(<AuthorContact {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pressekontakt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('mailto:lise.frost@natmus.dk');
    expect(hrefs).toContain('tel:+4541206150');
  });

  it('uses the given title', () => {
    render(<AuthorContact {...f.longText} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Yderligere oplysninger');
  });

  it('renders nothing without reachable authors', () => {
    expect(renderToStaticMarkup(<AuthorContact {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<AuthorContact authors={[{ name: '', email: 'presse@natmus.dk' }]} />)).toBe('');
  });
});
