// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { imageDetailFixtures as f } from '@fixtures/components/ImageDetail.fixtures';
import { ImageDetail } from './ImageDetail';

describe('ImageDetail', () => {
  it('renders an h2, the image, the close-up with its own alt text and the caption', () => {
    const { container } = render(<ImageDetail {...f.default} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading').tagName).toBe('H2');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Det lange guldhorn fra Gallehus med figurer i ringe',
      'Nærbillede af de indstemplede figurer på hornets ringe',
    ]);
    expect(container.querySelector('figcaption')).not.toBeNull();
  });

  it('clamps the focus and zoom it is given', () => {
    const image = f.default.image;
    const { container } = render(
      <ImageDetail body={[]} image={image} detail={{ x: 140, y: -5, zoom: 40, alt: 'Detalje' }} />,
    );
    const styles = [...container.querySelectorAll('[style]')].map((element) => element.getAttribute('style')).join(';');
    expect(styles).toContain('100%');
    expect(styles).toMatch(/:\s?6/);
    expect(styles).not.toContain('140%');
  });

  it('shows only the image without a detail, and no heading without one', () => {
    render(<ImageDetail {...f.minimal} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders nothing without image, heading or text', () => {
    expect(renderToStaticMarkup(<ImageDetail {...f.empty} />)).toBe('');
  });
});
