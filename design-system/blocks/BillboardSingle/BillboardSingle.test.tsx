// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { billboardSingleFixtures as f } from '@fixtures/components/BillboardSingle.fixtures';
import { BillboardSingle } from './BillboardSingle';

describe('BillboardSingle', () => {
  it('renders an article with an h2, the image and the link label as call to action', () => {
    render(<BillboardSingle {...f.default} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Solvognen – Bronzealderens gåde' })).toBeVisible();
    expect(within(article).getByRole('link', { name: 'Se udstillingen' })).toHaveAttribute(
      'href',
      '/udstillinger/solvognen',
    );
    expect(within(article).getByRole('img')).toBeInTheDocument();
  });

  it('applies its own colours as CSS variables', () => {
    const { container } = render(<BillboardSingle {...f.themed} />);
    expect(container.querySelector('[style]')?.getAttribute('style')).toContain('#2f3b2a');
  });

  it('renders no link without one', () => {
    render(<BillboardSingle {...f.minimal} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<BillboardSingle {...f.empty} />)).toBe('');
  });
});
