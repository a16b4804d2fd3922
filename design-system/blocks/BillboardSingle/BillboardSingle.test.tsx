import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billboardSingleFixtures as f } from '../../../fixtures/components/BillboardSingle.fixtures';
import { BillboardSingle } from './BillboardSingle';

describe('BillboardSingle', () => {
  it('renders an article with an h2, the image and the link label as call to action', () => {
    const html = renderToStaticMarkup(<BillboardSingle {...f.default} />);
    expect(html).toContain('<article');
    expect(html).toMatch(/<h2[^>]*>Solvognen – Bronzealderens gåde<\/h2>/);
    expect(html).toMatch(/<a href="\/udstillinger\/solvognen"[^>]*>Se udstillingen<\/a>/);
    expect(html).toContain('<img');
  });

  it('applies its own colours as CSS variables', () => {
    expect(renderToStaticMarkup(<BillboardSingle {...f.themed} />)).toContain('#2f3b2a');
  });

  it('renders no link without one', () => {
    expect(renderToStaticMarkup(<BillboardSingle {...f.minimal} />)).not.toMatch(/<a /);
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<BillboardSingle {...f.empty} />)).toBe('');
  });
});
