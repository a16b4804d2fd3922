import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styledTextAndVisualFixtures as f } from '../../../fixtures/components/StyledTextAndVisual.fixtures';
import { StyledTextAndVisual } from './StyledTextAndVisual';
import { reversed } from './StyledTextAndVisual.css';

describe('StyledTextAndVisual', () => {
  it('renders label, h2 heading, subheading, description, link and image', () => {
    const html = renderToStaticMarkup(<StyledTextAndVisual {...f.default} />);
    expect(html.match(/<h2/g)).toHaveLength(1);
    expect(html).toContain('Gårdene fortæller om livet på landet');
    expect(html).toContain('Over 50 gårde og huse fra hele Danmark');
    expect(html).toContain('href="/frilandsmuseet/gaarde-og-huse"');
    expect(html).toContain('<img');
  });

  it('marks the reversed layout only when isReversed', () => {
    expect(renderToStaticMarkup(<StyledTextAndVisual {...f.reversed} />)).toContain(reversed);
    expect(renderToStaticMarkup(<StyledTextAndVisual {...f.default} />)).not.toContain(reversed);
  });

  it('keeps the image before the text in the source order either way', () => {
    const html = renderToStaticMarkup(<StyledTextAndVisual {...f.reversed} />);
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h2'));
  });

  it('renders nothing without a heading', () => {
    expect(renderToStaticMarkup(<StyledTextAndVisual {...f.empty} />)).toBe('');
  });
});
