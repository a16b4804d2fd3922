import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { tabsCurrentUpcomingFixtures as f } from '../../../fixtures/components/TabsCurrentUpcoming.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { TABBED_LIST_LIMIT, TabsCurrentUpcoming } from './TabsCurrentUpcoming';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const panels = (html: string) => html.split('role="tabpanel"').slice(1);

describe('TabsCurrentUpcoming', () => {
  it('shows the tabs "Aktuelle" and "Kommende"', () => {
    const html = renderToStaticMarkup(<TabsCurrentUpcoming {...f.default} />);
    expect(html).toMatch(/role="tab"[^>]*>Aktuelle<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*>Kommende<\/button>/);
  });

  it('limits each tab to 4 items, unless showAll', () => {
    expect(TABBED_LIST_LIMIT).toBe(4);
    expect(f.default.current).toHaveLength(5);
    const limited = panels(renderToStaticMarkup(<TabsCurrentUpcoming {...f.default} />));
    expect(limited[0]?.match(/<li/g)).toHaveLength(4);
    expect(limited[1]?.match(/<li/g)).toHaveLength(2);
    const all = panels(renderToStaticMarkup(<TabsCurrentUpcoming {...f.showAll} />));
    expect(all[0]?.match(/<li/g)).toHaveLength(5);
  });

  it('makes the teasers h2 without a heading, h3 under one', () => {
    expect(renderToStaticMarkup(<TabsCurrentUpcoming {...f.default} />)).not.toContain('<h3');
    expect(renderToStaticMarkup(<TabsCurrentUpcoming {...f.projects} />).match(/<h3/g)).toHaveLength(4);
  });

  it('shows a single non-empty tab without the tab list', () => {
    const html = renderToStaticMarkup(<TabsCurrentUpcoming {...f.minimal} />);
    expect(html).not.toContain('role="tab');
    expect(html).toContain('Træets årringe');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TabsCurrentUpcoming {...f.empty} />)).toBe('');
  });
});
