// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, userEvent, waitFor } from '@design-system/testing/render';
import { GridDebug, isGridShortcut, isTypingTarget } from './GridDebug';
import { GridOverlay } from './GridDebug.Overlay';

const key = (key: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('GridDebug: "Shift+D toggles a 12-column grid debug overlay, hidden by default"', () => {
  it('is not drawn by default: a page carries only the shortcut', () => {
    const { container } = render(<GridDebug />);
    expect(container).toBeEmptyDOMElement();
  });

  it('Shift+D draws the overlay and hides it again; not while typing in a field', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <input aria-label="Søg" />
        <GridDebug />
      </>,
    );
    const overlay = () => container.querySelector('[data-grid-debug]');
    await user.keyboard('{Shift>}D{/Shift}');
    await waitFor(() => expect(overlay()).toHaveAttribute('data-grid-debug', 'visible'));
    await user.keyboard('{Shift>}D{/Shift}');
    expect(overlay()).toHaveAttribute('data-grid-debug', 'hidden');
    await user.click(container.querySelector('input') as HTMLInputElement);
    await user.keyboard('{Shift>}D{/Shift}');
    expect(overlay()).toHaveAttribute('data-grid-debug', 'hidden');
  });

  it('the overlay: aria-hidden, with 12 columns; hidden again when toggled off', () => {
    const { container, unmount } = render(<GridOverlay visible />);
    const overlay = container.firstElementChild as HTMLElement;
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveAttribute('data-grid-debug', 'visible');
    expect([...overlay.querySelectorAll('div')].filter((column) => column.children.length === 0)).toHaveLength(12);
    unmount();
    const hidden = render(<GridOverlay visible={false} />).container.firstElementChild;
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toHaveAttribute('data-grid-debug', 'hidden');
  });

  it('the shortcut is Shift+D, without other modifiers', () => {
    expect(isGridShortcut(key('D', { shiftKey: true }))).toBe(true);
    expect(isGridShortcut(key('d', { shiftKey: true }))).toBe(true);
    expect(isGridShortcut(key('d'))).toBe(false);
    expect(isGridShortcut(key('D', { shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(isGridShortcut(key('D', { shiftKey: true, metaKey: true }))).toBe(false);
    expect(isGridShortcut(key('F', { shiftKey: true }))).toBe(false);
  });

  it('is ignored while typing in fields and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
