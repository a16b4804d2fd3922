// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { textRibbonFixtures as f } from '@fixtures/components/TextRibbon.fixtures';
import { TextRibbon } from './TextRibbon';

describe('TextRibbon', () => {
  it('renders the statement as a paragraph, not a heading, with its link', () => {
    render(<TextRibbon {...f.default} />);
    expect(screen.getByText(/Guldhornene fra Gallehus/).closest('p')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/udstillinger/danmarks-oldtid');
  });

  it('renders without a link', () => {
    render(<TextRibbon {...f.minimal} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing without text', () => {
    expect(renderToStaticMarkup(<TextRibbon {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TextRibbon text="   " />)).toBe('');
  });

  it('escapes markup in the text', () => {
    const { container } = render(<TextRibbon text={'<img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});
