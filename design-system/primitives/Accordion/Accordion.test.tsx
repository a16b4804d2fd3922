// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { accordionFixtures as f } from '@fixtures/components/Accordion.fixtures';
import { Accordion } from './Accordion';

describe('Accordion', () => {
  it('puts a button inside a heading of the level the caller chose', () => {
    const { unmount } = render(<Accordion {...f.default} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(3);
    headings.forEach((heading, index) => {
      expect(within(heading).getByRole('button', { name: f.default.items[index]?.title })).toHaveAttribute(
        'type',
        'button',
      );
    });
    unmount();
    render(<Accordion {...f.longText} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(f.longText.items.length);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('buttons say whether their panel is open and which panel they control; closed panels are hidden', () => {
    render(<Accordion {...f.default} />);
    const buttons = screen.getAllByRole('button');
    const panels = screen.getAllByRole('region', { hidden: true });
    expect(panels).toHaveLength(3);
    buttons.forEach((button, index) => {
      const panel = panels[index];
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls', panel?.id);
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the sections named in defaultOpen on the server', () => {
    // Server HTML: the open section must be in the markup before any script runs.
    const html = renderToStaticMarkup(<Accordion {...f.openFirst} />);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    render(<Accordion {...f.openFirst} />);
    const [first, ...rest] = f.openFirst.items;
    expect(screen.getByRole('button', { name: first?.title })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first?.title })).toBeVisible();
    for (const item of rest)
      expect(screen.getByRole('button', { name: item.title })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a button opens and closes its panel; with single, opening one closes the other', async () => {
    const user = userEvent.setup();
    render(<Accordion {...f.openFirst} />);
    const [first, second] = f.openFirst.items;
    const secondButton = screen.getByRole('button', { name: second?.title });
    await user.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: second?.title })).toBeVisible();
    expect(screen.getByRole('button', { name: first?.title })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Arrow Up and Down, Home and End move focus between the section buttons, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Accordion {...f.default} />);
    const buttons = screen.getAllByRole('button');
    await user.click(buttons[0] as HTMLElement);
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Accordion {...f.empty} />)).toBe('');
  });
});
