// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { iframeEmbedFixtures as f } from '@fixtures/components/IframeEmbed.fixtures';
import { aspectRatioOf, httpsUrl, IframeEmbed } from './IframeEmbed';

describe('IframeEmbed', () => {
  it('renders a titled, lazy, sandboxed frame', () => {
    const { container } = render(<IframeEmbed {...f.default} />);
    const frame = screen.getByTitle('Kort over Kronborg og Helsingør havn');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
    expect(container.innerHTML).toContain('800 / 450');
  });

  it('defaults to 16:9 and ignores nonsense sizes', () => {
    expect(aspectRatioOf()).toBe('16 / 9');
    expect(aspectRatioOf(0, 300)).toBe('16 / 9');
    expect(aspectRatioOf(Number.NaN, 300)).toBe('16 / 9');
    expect(aspectRatioOf(4, 3)).toBe('4 / 3');
    expect(render(<IframeEmbed {...f.minimal} />).container.innerHTML).toContain('16 / 9');
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
    const { container } = render(<IframeEmbed {...f.notFramed} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).toHaveTextContent('Indholdet kan ikke vises her. Se det på den oprindelige side:');
    const link = screen.getByRole('link', { name: /^Quiz om vikingetiden/ });
    expect(link).toHaveAttribute('href', 'https://kahoot.it/challenge/vikingetiden-quiz');
    expect(link).toHaveTextContent(/^Quiz om vikingetiden \(ekstern side\)$/);
  });
});
