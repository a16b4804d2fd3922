import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accordionFixtures as f } from '../../../fixtures/components/Accordion.fixtures';
import { Accordion } from './Accordion';

describe('Accordion', () => {
  it('puts a button inside a heading of the level the caller chose', () => {
    const html = renderToStaticMarkup(<Accordion {...f.default} />);
    expect(html.match(/<h2 class="[^"]+"><button type="button"/g)).toHaveLength(3);
    const level3 = renderToStaticMarkup(<Accordion {...f.longText} />);
    expect(level3.match(/<h3 /g)).toHaveLength(f.longText.items.length);
    expect(level3).not.toContain('<h2');
  });

  it('buttons say whether their panel is open and which panel they control; closed panels are hidden', () => {
    const html = renderToStaticMarkup(<Accordion {...f.default} />);
    const buttons = [...html.matchAll(/<button [^>]*>/g)].map((match) => match[0]);
    const panels = [...html.matchAll(/<section id="[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(panels).toHaveLength(3);
    buttons.forEach((button, index) => {
      const buttonId = /id="([^"]+)"/.exec(button)?.[1];
      const panelId = /id="([^"]+)"/.exec(panels[index] ?? '')?.[1];
      expect(button).toContain('aria-expanded="false"');
      expect(button).toContain(`aria-controls="${panelId}"`);
      expect(panels[index]).toContain(`aria-labelledby="${buttonId}"`);
      expect(panels[index]).toContain('hidden=""');
    });
  });

  it('opens the sections named in defaultOpen on the server', () => {
    const html = renderToStaticMarkup(<Accordion {...f.openFirst} />);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Accordion {...f.empty} />)).toBe('');
  });
});
