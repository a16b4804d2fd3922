import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteShellFixtures } from '../../../fixtures/components/SiteShell.fixtures';
import { ExhibitionHero } from '../../blocks/ExhibitionHero';
import { Heading } from '../../primitives/Heading';
import { count, section } from '../renderForTest';
import { SiteShell } from './SiteShell';

const render = (layout?: 'default' | 'article', shell = siteShellFixtures.default) =>
  renderToStaticMarkup(
    <SiteShell shell={shell} layout={layout} injectedH1="Solvognen">
      <p>Indhold</p>
    </SiteShell>,
  );

/** The first focusable element: a link, button, input, summary, or anything with a tabindex >= 0. */
function firstFocusable(html: string): string | undefined {
  return /<(a|button|input|select|textarea|summary)[\s>][^>]*>|<[^>]+tabindex="(?!-)[^"]*"[^>]*>/.exec(html)?.[0];
}

describe('SiteShell', () => {
  it('default: skip link first, header, main#main-content with tabIndex -1, footer', () => {
    const html = render();
    expect(firstFocusable(html)).toMatch(/^<a id="skip-link" class="[^"]+" href="#main-content">/);
    expect(html).toMatch(/<main id="main-content" class="[^"]+" tabindex="-1">/);
    expect(count(html, /<header[\s>]/)).toBe(1);
    expect(count(html, /<footer[\s>]/)).toBe(1);
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf('<footer'));
    expect(html).toContain('data-layout="default"');
    expect(html).toMatch(/<h1 class="[^"]+">Solvognen<\/h1>/);
  });

  it('"Article-type pages show in an article wrapper layered above the header, without the footer"', () => {
    const html = render('article');
    expect(html).toContain('data-layout="article"');
    expect(html).not.toContain('<footer');
    // The header stays, working (the sheet starts below it and scrolls over it); nothing of it is inert.
    expect(html).toMatch(/<div class="[^"]+">\s*<header/);
    expect(html).not.toContain('inert');
    const sheet = section(html, '<div class="[^"]+" data-article-wrapper=""', 'div');
    expect(sheet).toMatch(/<main id="main-content" class="[^"]+" tabindex="-1">/);
    expect(sheet).toContain('<p>Indhold</p>');
    expect(firstFocusable(html)).toMatch(/href="#main-content"/);
  });

  it('the grid overlay is hidden by default: none of it is in the server HTML (Shift+D loads it)', () => {
    expect(render()).not.toContain('data-grid-debug');
  });

  it('exactly one h1 per page: with an injected h1, the visible title keeps its look as a paragraph', () => {
    const page = (injectedH1?: string) =>
      renderToStaticMarkup(
        <SiteShell shell={siteShellFixtures.default} injectedH1={injectedH1}>
          <ExhibitionHero title="Guldhornene" />
          <Heading level={1}>Guldhornene</Heading>
          <Heading level={2}>Praktisk</Heading>
        </SiteShell>,
      );
    const injected = page('Guldhornene fra Gallehus på Nationalmuseet');
    expect(count(injected, /<h1[\s>]/)).toBe(1);
    expect(injected).toMatch(/<h1 class="[^"]+">Guldhornene fra Gallehus på Nationalmuseet<\/h1>/);
    expect(count(injected, /<p class="[^"]+">Guldhornene<\/p>/)).toBe(2);
    expect(count(injected, /<h2[\s>]/)).toBeGreaterThanOrEqual(1);
    expect(count(page(), /<h1[\s>]/)).toBe(2); // without one, each visible title is an h1 (one per page in use)
  });

  it('the newsletter pop-up is not in the server HTML (it opens on the client)', () => {
    const html = render('default', siteShellFixtures.withNewsletter);
    expect(html).not.toContain('<dialog');
  });

  it('keeps the minimal shell working: no navigation, no footer content', () => {
    const html = render('default', siteShellFixtures.minimal);
    expect(html).not.toContain('aria-label="Hovednavigation"');
    expect(html).toMatch(/<footer class="[^"]+"><div class="[^"]+"><div class="[^"]+"><\/div><\/div><\/footer>/);
  });
});
