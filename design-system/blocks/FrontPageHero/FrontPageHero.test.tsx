import { describe, expect, it } from 'vitest';
import { frontPageHeroFixtures as f } from '../../../fixtures/components/FrontPageHero.fixtures';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { count, renderHtml } from '../../shell/renderForTest';
import { FrontPageHero } from './FrontPageHero';
import { item, overlayText, splitItem, textBox } from './FrontPageHero.css';

/** The class attribute of each featured item and of its text box, in order. */
function layout(html: string) {
  return {
    items: [...html.matchAll(/<article class="([^"]+)"/g)].map((match) => match[1]),
    texts: [...html.matchAll(new RegExp(`<div class="(${textBox}[^"]*)"`, 'g'))].map((match) => match[1]),
  };
}

describe('FrontPageHero (the spec: "split with overlay text", or "full type with separate text" for the war museum and the castle)', () => {
  it('split: an item with the overlay flag lays its text over the image', () => {
    const { items, texts } = layout(renderHtml(<FrontPageHero {...f.overlay} />));
    expect(items).toEqual([item]);
    expect(texts).toEqual([`${textBox} ${overlayText}`]);
  });

  it('split: an item without the flag puts image and text side by side', () => {
    const { items, texts } = layout(renderHtml(<FrontPageHero {...f.default} />));
    expect(items).toEqual([`${item} ${splitItem}`, `${item} ${splitItem}`]);
    expect(texts).toEqual([textBox, textBox]);
  });

  it('full: the text stands apart from the image, whatever the overlay flag says', () => {
    const flagged = { ...f.full, items: f.full.items.map((entry) => ({ ...entry, overlay: true })) };
    const { items, texts } = layout(renderHtml(<FrontPageHero {...flagged} />));
    expect(items).toEqual([item]);
    expect(texts).toEqual([textBox]);
  });

  it('the page’s h1 is visually hidden; each featured item has an h2, a description and its link', () => {
    const html = renderHtml(<FrontPageHero {...f.default} />);
    expect(html).toContain(`<h1 class="${visuallyHidden}">Nationalmuseet</h1>`);
    expect(count(html, /<h1[\s>]/)).toBe(1);
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])).toEqual([
      'Vikingernes verden',
      'Livet i langhuset',
    ]);
    expect(html).toContain('href="/udstillinger/vikingernes-verden"');
    expect(html).toContain('Mød vikingerne som handelsfolk');
  });

  it('the first image loads eagerly with high priority, the others lazily', () => {
    const images = [...renderHtml(<FrontPageHero {...f.default} />).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    expect(images[1]).toMatch(/loading="lazy"[^>]*fetchPriority="auto"/);
  });

  it('an item’s own theme sets its colours as inline CSS variables; no featured item leaves only the h1', () => {
    expect(renderHtml(<FrontPageHero {...f.pageTheme} />)).toMatch(/<article class="[^"]+" style="[^"]*#0b3d2e/);
    expect(renderHtml(<FrontPageHero {...f.default} />)).not.toMatch(/<article [^>]*style=/);
    const empty = renderHtml(<FrontPageHero {...f.empty} />);
    expect(empty).toContain('>Nationalmuseet</h1>');
    expect(empty).not.toContain('<article');
  });
});
