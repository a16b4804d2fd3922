// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from '@design-system/primitives/VisuallyHidden/VisuallyHidden.css';
import { headingOutline, render, screen } from '@design-system/testing/render';
import { frontPageHeroFixtures as f } from '@fixtures/components/FrontPageHero.fixtures';
import { FrontPageHero } from './FrontPageHero';
import { item, overlayText, splitItem, textBox } from './FrontPageHero.css';

/** The classes of each featured item and of its text box, in order. */
function layout(props: Parameters<typeof FrontPageHero>[0]) {
  const { container, unmount } = render(<FrontPageHero {...props} />);
  const items = screen.queryAllByRole('article');
  const result = {
    items: items.map((article) => article.className),
    texts: [...container.getElementsByClassName(textBox)].map((box) => box.className),
  };
  unmount();
  return result;
}

describe('FrontPageHero (the spec: "split with overlay text", or "full type with separate text" for the war museum and the castle)', () => {
  it('split: an item with the overlay flag lays its text over the image', () => {
    const { items, texts } = layout(f.overlay);
    expect(items).toEqual([item]);
    expect(texts).toEqual([`${textBox} ${overlayText}`]);
  });

  it('split: an item without the flag puts image and text side by side', () => {
    const { items, texts } = layout(f.default);
    expect(items).toEqual([`${item} ${splitItem}`, `${item} ${splitItem}`]);
    expect(texts).toEqual([textBox, textBox]);
  });

  it('full: the text stands apart from the image, whatever the overlay flag says', () => {
    const flagged = { ...f.full, items: f.full.items.map((entry) => ({ ...entry, overlay: true })) };
    const { items, texts } = layout(flagged);
    expect(items).toEqual([item]);
    expect(texts).toEqual([textBox]);
  });

  it('the page’s h1 is visually hidden; each featured item has an h2, a description and its link', () => {
    const { container } = render(<FrontPageHero {...f.default} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nationalmuseet' })).toHaveClass(visuallyHidden, {
      exact: true,
    });
    expect(headingOutline()).toEqual(['h1 Nationalmuseet', 'h2 Vikingernes verden', 'h2 Livet i langhuset']);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
      '/udstillinger/vikingernes-verden',
    );
    expect(container).toHaveTextContent('Mød vikingerne som handelsfolk');
  });

  it('the first image loads eagerly with high priority, the others lazily', () => {
    render(<FrontPageHero {...f.default} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('an item’s own theme sets its colours as inline CSS variables; no featured item leaves only the h1', () => {
    const themed = render(<FrontPageHero {...f.pageTheme} />);
    expect(screen.getAllByRole('article')[0]?.getAttribute('style')).toContain('#0b3d2e');
    themed.unmount();
    const plain = render(<FrontPageHero {...f.default} />);
    for (const article of screen.getAllByRole('article')) expect(article).not.toHaveAttribute('style');
    plain.unmount();
    render(<FrontPageHero {...f.empty} />);
    expect(headingOutline()).toEqual(['h1 Nationalmuseet']);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
