// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { tabsFixtures as f } from '@fixtures/components/Tabs.fixtures';
import { Tabs } from './Tabs';

const labels = f.default.tabs.map((tab) => tab.label);

describe('Tabs', () => {
  it('renders a labelled tablist with the first tab selected and the only tab stop', () => {
    render(<Tabs {...f.default} />);
    expect(screen.getByRole('tablist', { name: 'Praktisk information' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    expect(screen.getByRole('tab', { selected: true })).toBe(tabs[0]);
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    for (const tab of tabs.slice(1)) {
      expect(tab).toHaveAttribute('aria-selected', 'false');
      expect(tab).toHaveAttribute('tabindex', '-1');
    }
  });

  it('ties each tab and panel together; panels are focusable and only the first is shown', () => {
    render(<Tabs {...f.default} />);
    const tabs = screen.getAllByRole('tab');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      expect(tabs[index]).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('aria-labelledby', tabs[index]?.id);
      expect(panel).toHaveAttribute('tabindex', '0');
      if (index === 0) expect(panel).toBeVisible();
      else expect(panel).not.toBeVisible();
    });
    expect(screen.getByRole('tabpanel', { name: labels[0] })).toHaveTextContent(/^Tirsdag–søndag/);
  });

  it('arrow keys move the selection and the tab stop, wrapping round; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs {...f.default} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: labels[0] })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: labels[1] });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: labels[1] })).toHaveTextContent(/^Voksne 140 kr\./);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: labels[2], selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: labels[0], selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: labels[2], selected: true })).toHaveFocus();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('a click selects a tab and shows its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs {...f.default} />);
    await user.click(screen.getByRole('tab', { name: labels[2] }));
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(labels[2]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^Indgangen i Ny Vestergade/);
  });

  it('keeps a tab list for a single tab unless hideWhenSingle', () => {
    const { unmount } = render(<Tabs {...f.minimal} />);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    unmount();
    const { container } = render(<Tabs {...f.hiddenWhenSingle} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(container.querySelector('[role]')).toBeNull();
    expect(container).toHaveTextContent('Billetter købes i billetsalget');
  });

  it('renders nothing without tabs', () => {
    expect(renderToStaticMarkup(<Tabs {...f.empty} />)).toBe('');
  });
});
