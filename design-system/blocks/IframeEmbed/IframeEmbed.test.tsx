import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iframeEmbedFixtures as f } from '../../../fixtures/components/IframeEmbed.fixtures';
import { aspectRatioOf, httpsUrl, IframeEmbed } from './IframeEmbed';

describe('IframeEmbed', () => {
  it('renders a titled, lazy, sandboxed frame', () => {
    const html = renderToStaticMarkup(<IframeEmbed {...f.default} />);
    expect(html).toContain('title="Kort over Kronborg og Helsingør havn"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-forms"');
    expect(html).toContain('800 / 450');
  });

  it('defaults to 16:9 and ignores nonsense sizes', () => {
    expect(aspectRatioOf()).toBe('16 / 9');
    expect(aspectRatioOf(0, 300)).toBe('16 / 9');
    expect(aspectRatioOf(Number.NaN, 300)).toBe('16 / 9');
    expect(aspectRatioOf(4, 3)).toBe('4 / 3');
    expect(renderToStaticMarkup(<IframeEmbed {...f.minimal} />)).toContain('16 / 9');
  });

  it('embeds only https URLs', () => {
    expect(renderToStaticMarkup(<IframeEmbed {...f.insecure} />)).toBe('');
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//example.com', '/relative', 'nonsense']) {
      expect(httpsUrl(url)).toBeNull();
      expect(renderToStaticMarkup(<IframeEmbed url={url} title="Titel" />)).toBe('');
    }
  });

  it('renders nothing without a title or a URL', () => {
    expect(renderToStaticMarkup(<IframeEmbed {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<IframeEmbed url={f.default.url} title=" " />)).toBe('');
  });

  it('a page it may not frame is a link to it, named by the title and marked external, with no frame', () => {
    const html = renderToStaticMarkup(<IframeEmbed {...f.notFramed} />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Indholdet kan ikke vises her. Se det på den oprindelige side:');
    expect(html).toContain('href="https://kahoot.it/challenge/vikingetiden-quiz"');
    expect(html).toContain('Quiz om vikingetiden');
    expect(html).toContain('(ekstern side)');
  });
});
