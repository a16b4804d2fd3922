import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tabsFixtures as f } from '../../../fixtures/components/Tabs.fixtures';
import { Tabs } from './Tabs';

const attributes = (html: string, role: string) =>
  [...html.matchAll(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g'))].map((match) => match[0]);

describe('Tabs', () => {
  it('renders a labelled tablist with the first tab selected and the only tab stop', () => {
    const html = renderToStaticMarkup(<Tabs {...f.default} />);
    expect(html).toContain('role="tablist" aria-label="Praktisk information"');
    const tabs = attributes(html, 'tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    for (const tab of tabs.slice(1)) {
      expect(tab).toContain('aria-selected="false"');
      expect(tab).toContain('tabindex="-1"');
    }
  });

  it('ties each tab and panel together; panels are focusable and only the first is shown', () => {
    const html = renderToStaticMarkup(<Tabs {...f.default} />);
    const tabs = attributes(html, 'tab');
    const panels = attributes(html, 'tabpanel');
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      const panelId = /id="([^"]+)"/.exec(panel)?.[1];
      const tabId = /id="([^"]+)"/.exec(tabs[index] ?? '')?.[1];
      expect(tabs[index]).toContain(`aria-controls="${panelId}"`);
      expect(panel).toContain(`aria-labelledby="${tabId}"`);
      expect(panel).toContain('tabindex="0"');
      expect(panel.includes('hidden=""')).toBe(index !== 0);
    });
  });

  it('keeps a tab list for a single tab unless hideWhenSingle', () => {
    expect(attributes(renderToStaticMarkup(<Tabs {...f.minimal} />), 'tab')).toHaveLength(1);
    const hidden = renderToStaticMarkup(<Tabs {...f.hiddenWhenSingle} />);
    expect(hidden).not.toContain('role=');
    expect(hidden).toContain('Billetter købes i billetsalget');
  });

  it('renders nothing without tabs', () => {
    expect(renderToStaticMarkup(<Tabs {...f.empty} />)).toBe('');
  });
});
