// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { currentFive, tabsCurrentUpcomingFixtures as f } from '@fixtures/components/TabsCurrentUpcoming.fixtures';
import { TabsCurrentUpcoming } from './TabsCurrentUpcoming';
import { TABBED_LIST_LIMIT, tabTeasers } from './tabTeasers';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

/** How many teasers each tab panel lists, shown or not. */
const itemsPerPanel = () =>
  screen
    .getAllByRole('tabpanel', { hidden: true })
    .map((panel) => within(panel).queryAllByRole('listitem', { hidden: true }).length);

describe('TabsCurrentUpcoming', () => {
  it('shows the tabs "Aktuelle" and "Kommende"', () => {
    render(<TabsCurrentUpcoming {...f.default} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Aktuelle', 'Kommende']);
  });

  it('“Kommende” shows the upcoming items', async () => {
    const user = userEvent.setup();
    render(<TabsCurrentUpcoming {...f.default} />);
    await user.click(screen.getByRole('tab', { name: 'Kommende' }));
    expect(screen.getByRole('tab', { name: 'Kommende' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('limits each tab to 4 items, unless all are asked for', () => {
    expect(TABBED_LIST_LIMIT).toBe(4);
    expect(currentFive).toHaveLength(5);
    const { unmount } = render(<TabsCurrentUpcoming {...f.default} />);
    expect(itemsPerPanel()).toEqual([4, 2]);
    unmount();
    render(<TabsCurrentUpcoming {...f.showAll} />);
    expect(itemsPerPanel()[0]).toBe(5);
  });

  it('makes the teasers h2 without a heading, h3 under one', () => {
    const { unmount } = render(<TabsCurrentUpcoming {...f.default} />);
    expect(screen.queryAllByRole('heading', { level: 3, hidden: true })).toHaveLength(0);
    unmount();
    render(<TabsCurrentUpcoming {...f.projects} />);
    expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(4);
  });

  it('shows a single non-empty tab without the tab list', () => {
    const { container } = render(<TabsCurrentUpcoming {...f.minimal} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(container).toHaveTextContent('Træets årringe');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TabsCurrentUpcoming {...f.empty} />)).toBe('');
  });

  it('a tab’s teasers are static data: the showable ones, or null to leave the tab out', () => {
    expect(tabTeasers([])).toBeNull();
    expect(tabTeasers([{ key: 'untitled', title: ' ', link: null }])).toBeNull();
    const { unmount } = render(<TabsCurrentUpcoming current={tabTeasers(currentFive)} upcoming={null} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    unmount();
  });
});
