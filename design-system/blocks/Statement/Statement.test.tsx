// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { statementFixtures as f } from '@fixtures/components/Statement.fixtures';
import { Statement } from './Statement';

describe('Statement', () => {
  it('renders a figure with blockquote, figcaption and cite', () => {
    const { container } = render(<Statement {...f.default} />);
    const figure = screen.getByRole('figure');
    expect(figure.firstElementChild).toBe(within(figure).getByRole('blockquote'));
    const person = within(figure).getByText('Mette Kjær');
    expect(person.tagName).toBe('CITE');
    expect(person.parentElement?.tagName).toBe('FIGCAPTION');
    expect(person.parentElement?.firstElementChild).toBe(person);
    expect(figure).toHaveTextContent('Museumsinspektør, Nationalmuseet');
    expect(within(container).queryByRole('heading')).toBeNull();
  });

  it('splits a quote into paragraphs at blank lines', () => {
    render(<Statement {...f.longText} />);
    expect(screen.getByRole('blockquote').querySelectorAll('p')).toHaveLength(2);
  });

  it('leaves out the figcaption without a person', () => {
    const { container } = render(<Statement {...f.minimal} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('renders nothing without a quote, and escapes markup', () => {
    expect(renderToStaticMarkup(<Statement {...f.empty} />)).toBe('');
    const { container } = render(<Statement quote="<b>fed</b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('blockquote')).toHaveTextContent('<b>fed</b>');
  });
});
