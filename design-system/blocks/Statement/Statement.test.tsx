import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { statementFixtures as f } from '../../../fixtures/components/Statement.fixtures';
import { Statement } from './Statement';

describe('Statement', () => {
  it('renders a figure with blockquote, figcaption and cite', () => {
    const html = renderToStaticMarkup(<Statement {...f.default} />);
    expect(html).toMatch(/<figure[^>]*><blockquote/);
    expect(html).toMatch(/<figcaption[^>]*><cite[^>]*>Mette Kjær<\/cite>/);
    expect(html).toContain('Museumsinspektør, Nationalmuseet');
    expect(html).not.toMatch(/<h[1-6]/);
  });

  it('splits a quote into paragraphs at blank lines', () => {
    const html = renderToStaticMarkup(<Statement {...f.longText} />);
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it('leaves out the figcaption without a person', () => {
    expect(renderToStaticMarkup(<Statement {...f.minimal} />)).not.toContain('figcaption');
  });

  it('renders nothing without a quote, and escapes markup', () => {
    expect(renderToStaticMarkup(<Statement {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<Statement quote="<b>fed</b>" />)).toContain('&lt;b&gt;fed');
  });
});
