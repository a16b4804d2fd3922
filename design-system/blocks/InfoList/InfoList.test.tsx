import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { infoListFixtures as f } from '../../../fixtures/components/InfoList.fixtures';
import { InfoList } from './InfoList';

describe('InfoList', () => {
  it('renders the items as a description list under an h2', () => {
    const html = renderToStaticMarkup(<InfoList {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Praktisk om omvisningen<\/h2>/);
    expect(html).toContain('<dl');
    expect(html.match(/<dt/g)).toHaveLength(4);
    expect(html.match(/<dd/g)).toHaveLength(4);
    expect(html).toMatch(/<dt[^>]*>Pris<\/dt><dd[^>]*>1.200 kr. for op til 25 personer<\/dd>/);
  });

  it('drops items without a label or value', () => {
    const html = renderToStaticMarkup(<InfoList {...f.withDropped} />);
    expect(html.match(/<dt/g)).toHaveLength(1);
    expect(html).not.toContain('Værdi uden nøgle');
  });

  it('renders nothing without items, and no heading without a title', () => {
    expect(renderToStaticMarkup(<InfoList {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<InfoList {...f.minimal} />)).not.toMatch(/<h[1-6]/);
  });
});
