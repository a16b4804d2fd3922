import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lightboxFixtures as f } from '../../../fixtures/components/Lightbox.fixtures';
import { Lightbox } from './Lightbox';

const noop = () => {};

describe('Lightbox', () => {
  it('renders the image at the index in a wide dialog titled with its position', () => {
    const html = renderToStaticMarkup(<Lightbox images={f.default} index={1} onIndexChange={noop} onClose={noop} />);
    expect(html).toContain('<dialog ');
    expect(html).toContain('>Billede 2 af 5</h2>');
    expect(html).toContain(`alt="${f.default[1]?.image.alt}"`);
    expect(html).toContain('aria-label="Forrige billede"');
    expect(html).toContain('aria-label="Næste billede"');
    expect(html).toMatch(/aria-live="polite" aria-atomic="true"><\/p>/);
  });

  it('titles a single image with its alt text and has no previous or next', () => {
    const html = renderToStaticMarkup(<Lightbox images={f.minimal} index={0} onIndexChange={noop} onClose={noop} />);
    expect(html).toContain('>Solvognen fra Trundholm Mose</h2>');
    expect(html).not.toContain('Næste billede');
  });
});

describe('Lightbox when closed', () => {
  it('keeps the dialog element but loads no image', () => {
    const html = renderToStaticMarkup(<Lightbox images={f.default} index={null} onIndexChange={noop} onClose={noop} />);
    expect(html).toMatch(/^<dialog /);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('rel="preload"');
  });
});
