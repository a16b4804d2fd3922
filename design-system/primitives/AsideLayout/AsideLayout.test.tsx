import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AsideLayout } from './AsideLayout';
import { aside as asideClass, column } from './AsideLayout.css';

describe('AsideLayout: main content on 8 of the 12 columns and an aside on 4 from lg, one column below', () => {
  it('lead, aside, rest in source order, each part a cell of the page grid', () => {
    const html = renderToStaticMarkup(
      <AsideLayout lead={<p>Intro</p>} aside={<aside>Praktisk</aside>}>
        <p>Resten</p>
      </AsideLayout>,
    );
    expect(html.indexOf('Intro')).toBeLessThan(html.indexOf('Praktisk'));
    expect(html.indexOf('Praktisk')).toBeLessThan(html.indexOf('Resten'));
    expect(html.match(new RegExp(`class="${column}"`, 'g'))).toHaveLength(2);
    expect(html).toContain(`class="${asideClass}"`);
  });

  it('without an aside, lead and content render as they would alone: no grid, no container', () => {
    const html = renderToStaticMarkup(
      <AsideLayout lead={<p>Intro</p>} aside={null}>
        <p>Resten</p>
      </AsideLayout>,
    );
    expect(html).toBe('<p>Intro</p><p>Resten</p>');
  });
});
