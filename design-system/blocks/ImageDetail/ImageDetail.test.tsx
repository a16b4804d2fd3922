import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imageDetailFixtures as f } from '../../../fixtures/components/ImageDetail.fixtures';
import { ImageDetail } from './ImageDetail';

describe('ImageDetail', () => {
  it('renders an h2, the image, the close-up with its own alt text and the caption', () => {
    const html = renderToStaticMarkup(<ImageDetail {...f.default} />);
    expect(html.match(/<h2/g)).toHaveLength(1);
    expect(html.match(/<img/g)).toHaveLength(2);
    expect(html).toContain('alt="Det lange guldhorn fra Gallehus med figurer i ringe"');
    expect(html).toContain('alt="Nærbillede af de indstemplede figurer på hornets ringe"');
    expect(html).toContain('<figcaption');
  });

  it('clamps the focus and zoom it is given', () => {
    const image = f.default.image;
    const html = renderToStaticMarkup(
      <ImageDetail body={[]} image={image} detail={{ x: 140, y: -5, zoom: 40, alt: 'Detalje' }} />,
    );
    expect(html).toContain('100%');
    expect(html).toContain(':6');
    expect(html).not.toContain('140%');
  });

  it('shows only the image without a detail, and no heading without one', () => {
    const html = renderToStaticMarkup(<ImageDetail {...f.minimal} />);
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toMatch(/<h[1-6]/);
  });

  it('renders nothing without image, heading or text', () => {
    expect(renderToStaticMarkup(<ImageDetail {...f.empty} />)).toBe('');
  });
});
