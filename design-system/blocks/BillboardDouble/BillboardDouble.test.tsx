import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billboardDoubleFixtures as f } from '../../../fixtures/components/BillboardDouble.fixtures';
import { BillboardDouble } from './BillboardDouble';

describe('BillboardDouble', () => {
  it('renders two billboards with h2 titles when the block has no title', () => {
    const html = renderToStaticMarkup(<BillboardDouble {...f.default} />);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.match(/<h2/g)).toHaveLength(2);
    expect(html).not.toContain('<h3');
  });

  it('renders the block title as h2 and the billboards as h3', () => {
    const html = renderToStaticMarkup(<BillboardDouble {...f.withTitle} />);
    expect(html.match(/<h2/g)).toHaveLength(1);
    expect(html.match(/<h3/g)).toHaveLength(2);
  });

  it('drops billboards without a title and shows at most two', () => {
    const [first, second] = f.default.items;
    if (!first || !second) throw new Error('fixture');
    const html = renderToStaticMarkup(<BillboardDouble items={[{ ...first, title: ' ' }, second, first, second]} />);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.indexOf('Trelleborg')).toBeLessThan(html.indexOf('Jellingmonumenterne'));
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<BillboardDouble {...f.empty} />)).toBe('');
  });
});
