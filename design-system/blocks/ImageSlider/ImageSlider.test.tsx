import { describe, expect, it } from 'vitest';
import { imageSliderFixtures as f } from '../../../fixtures/components/ImageSlider.fixtures';
import { count, renderHtml } from '../../shell/renderForTest';
import { ImageSlider } from './ImageSlider';

/** The slider's own markup, without the lightbox dialog (which has a heading of its own). */
const outsideDialog = (html: string) => html.replace(/<dialog[\s\S]*<\/dialog>/, '');

describe('ImageSlider (the spec: "image slider (title, prefix, disableLightbox)")', () => {
  it('shows the prefix as a kicker before the title, an h2 that also names the carousel', () => {
    const html = renderHtml(<ImageSlider {...f.default} />);
    expect(html).toMatch(/<p class="[^"]+">Fra udstillingen<\/p><h2[^>]*>Vikingetidens monumenter<\/h2><section /);
    expect(html).toMatch(/<section [^>]*aria-roledescription="karrusel" aria-label="Vikingetidens monumenter">/);
    expect(count(outsideDialog(html), /<h[1-6][\s>]/)).toBe(1);
  });

  it('without a title there is no heading; the prefix, else the word "karrusel", names the carousel', () => {
    const prefixOnly = renderHtml(<ImageSlider {...f.default} title={undefined} />);
    expect(outsideDialog(prefixOnly)).not.toMatch(/<h[1-6][\s>]/);
    expect(prefixOnly).toContain('aria-label="Fra udstillingen"');
    const bare = renderHtml(<ImageSlider {...f.minimal} />);
    expect(outsideDialog(bare)).not.toMatch(/<h[1-6][\s>]|<p class="[^"]+">Fra/);
    expect(bare).toContain('aria-roledescription="karrusel" aria-label="karrusel"');
    expect(renderHtml(<ImageSlider {...f.minimal} />, 'en')).toContain('aria-label="carousel"');
  });

  it('each image opens the lightbox (a button) unless disableLightbox', () => {
    const withLightbox = renderHtml(<ImageSlider {...f.default} />);
    expect(count(withLightbox, /<button type="button" class="[^"]+"><img /)).toBe(f.default.slides.length);
    expect(withLightbox).toContain('Vis stort billede');
    const without = renderHtml(<ImageSlider {...f.withoutLightbox} />);
    expect(count(without, /<img /)).toBe(f.withoutLightbox.slides.length);
    expect(without).not.toMatch(/<button [^>]*><img /);
    expect(without).not.toContain('Vis stort billede');
  });

  it('one image: no previous/next buttons; no image: nothing at all', () => {
    expect(renderHtml(<ImageSlider {...f.minimal} />)).not.toContain('Næste billede');
    expect(renderHtml(<ImageSlider {...f.default} />)).toContain('Næste billede');
    expect(renderHtml(<ImageSlider {...f.empty} />)).toBe('');
  });
});
