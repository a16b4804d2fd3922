import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textRibbonFixtures as f } from '../../../fixtures/components/TextRibbon.fixtures';
import { TextRibbon } from './TextRibbon';

describe('TextRibbon', () => {
  it('renders the statement as a paragraph, not a heading, with its link', () => {
    const html = renderToStaticMarkup(<TextRibbon {...f.default} />);
    expect(html).toContain('<p');
    expect(html).toContain('Guldhornene fra Gallehus');
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toContain('href="/udstillinger/danmarks-oldtid"');
  });

  it('renders without a link', () => {
    expect(renderToStaticMarkup(<TextRibbon {...f.minimal} />)).not.toContain('<a');
  });

  it('renders nothing without text', () => {
    expect(renderToStaticMarkup(<TextRibbon {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TextRibbon text="   " />)).toBe('');
  });

  it('escapes markup in the text', () => {
    const html = renderToStaticMarkup(<TextRibbon text={'<img src=x onerror="alert(1)">'} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
