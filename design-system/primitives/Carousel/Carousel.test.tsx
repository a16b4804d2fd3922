import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carouselFixtures as f } from '../../../fixtures/components/Carousel.fixtures';
import { Carousel } from './Carousel';

describe('Carousel', () => {
  it('is a labelled section with the carousel role description', () => {
    const html = renderToStaticMarkup(<Carousel {...f.default} />);
    expect(html).toMatch(
      /^<section class="[^"]+" aria-roledescription="karrusel" aria-label="Billeder fra vikingetiden">/,
    );
  });

  it('makes each slide a group "n af 5"; only the first is reachable', () => {
    const html = renderToStaticMarkup(<Carousel {...f.default} />);
    const slides = [...html.matchAll(/<figure role="group"[^>]*>/g)].map((match) => match[0]);
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toContain('aria-roledescription="billede"');
      expect(slide).toContain(`aria-label="${index + 1} af 5"`);
      expect(slide.includes('inert=""')).toBe(index !== 0);
    });
  });

  it('has previous and next buttons controlling the slides, and a polite live region that is silent on load', () => {
    const html = renderToStaticMarkup(<Carousel {...f.default} />);
    const trackId = /<div id="([^"]+)" class="[^"]+" style="transform/.exec(html)?.[1];
    expect(html).toContain(`aria-label="Forrige billede" aria-controls="${trackId}"`);
    expect(html).toContain(`aria-label="Næste billede" aria-controls="${trackId}"`);
    expect(html).toMatch(/<p class="[^"]+" aria-live="polite" aria-atomic="true"><\/p>/);
    expect(html).not.toContain('aria-live="assertive"');
  });

  it('opens images in the lightbox from buttons, unless disableLightbox', () => {
    const withLightbox = renderToStaticMarkup(<Carousel {...f.default} />);
    expect(withLightbox.match(/Vis stort billede/g)).toHaveLength(5);
    expect(withLightbox).toContain('<dialog');
    const without = renderToStaticMarkup(<Carousel {...f.withoutLightbox} />);
    expect(without).not.toContain('Vis stort billede');
    expect(without).not.toContain('<dialog');
  });

  it('shows a single image without controls, and nothing without images', () => {
    const single = renderToStaticMarkup(<Carousel {...f.minimal} />);
    expect(single).not.toContain('Næste billede');
    expect(single).not.toContain('aria-live');
    expect(renderToStaticMarkup(<Carousel {...f.empty} />)).toBe('');
  });
});
