// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { responsiveImageFixtures as f, missingImage } from '@fixtures/components/ResponsiveImage.fixtures';
import type { ImageModel } from '.';
import { ResponsiveImage } from './ResponsiveImage';
import { emptyImage } from './ResponsiveImage.css';

/** The one image rendered, found by its alt text. */
const imageOf = (image: ImageModel, props: { priority?: boolean; sizes?: string } = {}) => {
  render(<ResponsiveImage image={image} {...props} />);
  return screen.getByRole('img', { name: image.alt }) as HTMLImageElement;
};

describe('ResponsiveImage (the spec: "responsive srcset, explicit width/height, lazy below the fold, high fetch priority for a hero")', () => {
  it('below the fold (the default): lazy, decoded asynchronously, no raised priority', () => {
    const img = imageOf(f.default);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
  });

  it('a hero (priority): eager, with high fetch priority', () => {
    const img = imageOf(f.default, { priority: true });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'sync');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('explicit width and height from the model (no layout shift)', () => {
    const img = imageOf(f.default);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it('a srcset of every width with the sizes the caller gives; a single URL has neither', () => {
    const img = imageOf(f.default, { sizes: '(min-width: 768px) 50vw, 100vw' });
    const widths = img
      .getAttribute('srcset')
      ?.split(', ')
      .map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['480w', '800w', '1200w', '1600w']);
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    const { unmount } = render(<ResponsiveImage image={{ ...f.default, alt: 'default sizes' }} />);
    expect(screen.getByRole('img', { name: 'default sizes' })).toHaveAttribute('sizes', '100vw');
    unmount();
    const single = imageOf(f.minimal);
    expect(single).not.toHaveAttribute('srcset');
    expect(single).not.toHaveAttribute('sizes');
  });

  it('the alt text as given (empty for a decorative image); the hotspot as object-position', () => {
    expect(imageOf(f.longText)).toHaveAccessibleName(/^Kronborg set fra/);
    const { container } = render(<ResponsiveImage image={f.decorative} />);
    // An empty alt takes the image out of the accessibility tree: it has no img role.
    const decorative = container.querySelector('img') as HTMLImageElement;
    expect(decorative).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: '' })).toBeNull();
    expect(decorative.style.objectPosition).toBe('50% 30%');
  });

  it('the low-quality placeholder as the background while the image loads', () => {
    const img = imageOf({ ...f.default, lqip: 'data:image/jpeg;base64,AAAA' });
    expect(img.style.backgroundImage).toBe('url("data:image/jpeg;base64,AAAA")');
  });

  it('no image (the spec: "Images without an asset become an empty image"): an empty box, no <img>', () => {
    const { container } = render(<ResponsiveImage image={missingImage} />);
    expect(container.querySelector('img')).toBeNull();
    const box = screen.getByRole('presentation');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass(emptyImage, { exact: true });
    expect(box).toBeEmptyDOMElement();
  });
});
