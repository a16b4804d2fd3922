// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { billboardDoubleFixtures as f } from '@fixtures/components/BillboardDouble.fixtures';
import { BillboardDouble } from './BillboardDouble';

describe('BillboardDouble', () => {
  it('renders two billboards with h2 titles when the block has no title', () => {
    render(<BillboardDouble {...f.default} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('renders the block title as h2 and the billboards as h3', () => {
    render(<BillboardDouble {...f.withTitle} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('drops billboards without a title and shows at most two', () => {
    const [first, second] = f.default.items;
    if (!first || !second) throw new Error('fixture');
    render(<BillboardDouble items={[{ ...first, title: ' ' }, second, first, second]} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toHaveTextContent('Trelleborg');
    expect(articles[1]).toHaveTextContent('Jellingmonumenterne');
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<BillboardDouble {...f.empty} />)).toBe('');
  });
});
