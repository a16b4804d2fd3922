// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { measure } from '@design-system/primitives/Container/Container.css';
import { emptyImage } from '@design-system/primitives/ResponsiveImage/ResponsiveImage.css';
import { render, screen, within } from '@design-system/testing/render';
import { imageBlockFixtures as f } from '@fixtures/components/ImageBlock.fixtures';
import { ImageBlock } from './ImageBlock';

const atMeasure = (container: HTMLElement) => container.querySelector(`[class="${measure}"]`) !== null;

describe('ImageBlock (the spec: image module)', () => {
  it('a figure with its image and the caption as figcaption', () => {
    render(<ImageBlock {...f.default} />);
    const figure = screen.getByRole('figure');
    const img = within(figure).getByRole('img', { name: /^Runesten med slangeslyng/ });
    expect(figure.firstElementChild).toBe(img);
    const caption = img.nextElementSibling;
    expect(caption?.tagName).toBe('FIGCAPTION');
    expect(caption).toHaveTextContent(/Runestenene fra vikingetiden står i museets store sal\. Foto: Nationalmuseet$/);
  });

  it('full: the container width, sized for it; contained: the reading measure and its narrower sizes', () => {
    const full = render(<ImageBlock {...f.default} />);
    expect(atMeasure(full.container)).toBe(false);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 1440px) 1440px, 100vw');
    full.unmount();
    const contained = render(<ImageBlock {...f.contained} />);
    expect(atMeasure(contained.container)).toBe(true);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 768px) 42rem, 100vw');
  });

  it('a module image is below the fold: lazy, never high priority', () => {
    render(<ImageBlock {...f.default} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
  });

  it('no caption: no figcaption; no image ("an empty image"): the empty box', () => {
    const { container, unmount } = render(<ImageBlock {...f.minimal} />);
    expect(container.querySelector('figcaption')).toBeNull();
    unmount();
    const empty = render(<ImageBlock {...f.empty} />).container;
    const box = within(empty).getByRole('presentation');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass(emptyImage, { exact: true });
    expect(box).toBeEmptyDOMElement();
    expect(empty.querySelector('img')).toBeNull();
  });
});
