import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { responsiveImageFixtures as f, missingImage } from '../../../fixtures/components/ResponsiveImage.fixtures';
import { ResponsiveImage } from './ResponsiveImage';
import { emptyImage } from './ResponsiveImage.css';

const attributes = (html: string): Record<string, string | undefined> =>
  Object.fromEntries([...html.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

describe('ResponsiveImage (the spec: "responsive srcset, explicit width/height, lazy below the fold, high fetch priority for a hero")', () => {
  it('below the fold (the default): lazy, decoded asynchronously, no raised priority', () => {
    const img = attributes(renderToStaticMarkup(<ResponsiveImage image={f.default} />));
    expect(img).toMatchObject({ loading: 'lazy', decoding: 'async', fetchPriority: 'auto' });
  });

  it('a hero (priority): eager, with high fetch priority', () => {
    const img = attributes(renderToStaticMarkup(<ResponsiveImage image={f.default} priority />));
    expect(img).toMatchObject({ loading: 'eager', decoding: 'sync', fetchPriority: 'high' });
  });

  it('explicit width and height from the model (no layout shift)', () => {
    const img = attributes(renderToStaticMarkup(<ResponsiveImage image={f.default} />));
    expect(img).toMatchObject({ width: '1600', height: '900' });
  });

  it('a srcset of every width with the sizes the caller gives; a single URL has neither', () => {
    const img = attributes(
      renderToStaticMarkup(<ResponsiveImage image={f.default} sizes="(min-width: 768px) 50vw, 100vw" />),
    );
    expect(img.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '800w', '1200w', '1600w']);
    expect(img.sizes).toBe('(min-width: 768px) 50vw, 100vw');
    expect(attributes(renderToStaticMarkup(<ResponsiveImage image={f.default} />)).sizes).toBe('100vw');
    const single = attributes(renderToStaticMarkup(<ResponsiveImage image={f.minimal} />));
    expect(single.srcSet).toBeUndefined();
    expect(single.sizes).toBeUndefined();
  });

  it('the alt text as given (empty for a decorative image); the hotspot as object-position', () => {
    expect(attributes(renderToStaticMarkup(<ResponsiveImage image={f.longText} />)).alt).toMatch(/^Kronborg set fra/);
    const decorative = renderToStaticMarkup(<ResponsiveImage image={f.decorative} />);
    expect(attributes(decorative).alt).toBe('');
    expect(decorative).toContain('object-position:50% 30%');
  });

  it('the low-quality placeholder as the background while the image loads', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ ...f.default, lqip: 'data:image/jpeg;base64,AAAA' }} />,
    );
    expect(html).toContain('background-image:url(&quot;data:image/jpeg;base64,AAAA&quot;)');
  });

  it('no image (the spec: "Images without an asset become an empty image"): an empty box, no <img>', () => {
    expect(renderToStaticMarkup(<ResponsiveImage image={missingImage} />)).toBe(
      `<div class="${emptyImage}" role="presentation"></div>`,
    );
  });
});
