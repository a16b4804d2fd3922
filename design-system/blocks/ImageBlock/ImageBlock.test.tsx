import { describe, expect, it } from 'vitest';
import { imageBlockFixtures as f } from '../../../fixtures/components/ImageBlock.fixtures';
import { measure } from '../../primitives/Container/Container.css';
import { emptyImage } from '../../primitives/ResponsiveImage/ResponsiveImage.css';
import { renderHtml } from '../../shell/renderForTest';
import { ImageBlock } from './ImageBlock';

describe('ImageBlock (the spec: image module)', () => {
  it('a figure with its image and the caption as figcaption', () => {
    const html = renderHtml(<ImageBlock {...f.default} />);
    expect(html).toMatch(/<figure class="[^"]+"><img [^>]*alt="Runesten med slangeslyng[^"]*"[^>]*\/><figcaption/);
    expect(html).toContain('Runestenene fra vikingetiden står i museets store sal. Foto: Nationalmuseet</figcaption>');
  });

  it('full: the container width, sized for it; contained: the reading measure and its narrower sizes', () => {
    const full = renderHtml(<ImageBlock {...f.default} />);
    expect(full).not.toContain(`class="${measure}"`);
    expect(full).toContain('sizes="(min-width: 1440px) 1440px, 100vw"');
    const contained = renderHtml(<ImageBlock {...f.contained} />);
    expect(contained).toContain(`class="${measure}"`);
    expect(contained).toContain('sizes="(min-width: 768px) 42rem, 100vw"');
  });

  it('a module image is below the fold: lazy, never high priority', () => {
    expect(renderHtml(<ImageBlock {...f.default} />)).toMatch(/<img [^>]*loading="lazy"[^>]*fetchPriority="auto"/);
  });

  it('no caption: no figcaption; no image ("an empty image"): the empty box', () => {
    expect(renderHtml(<ImageBlock {...f.minimal} />)).not.toContain('<figcaption');
    const empty = renderHtml(<ImageBlock {...f.empty} />);
    expect(empty).toContain(`<div class="${emptyImage}" role="presentation"></div>`);
    expect(empty).not.toContain('<img');
  });
});
