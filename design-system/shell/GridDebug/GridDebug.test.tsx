import { describe, expect, it } from 'vitest';
import { count, renderHtml } from '../renderForTest';
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
    expect(renderHtml(<GridDebug />)).toBe('');
  });

  it('the overlay: aria-hidden, with 12 columns; hidden again when toggled off', () => {
    const html = renderHtml(<GridOverlay visible />);
    expect(html).toMatch(/^<div class="[^"]+" aria-hidden="true" data-grid-debug="visible">/);
    expect(count(html, /<div class="[^"]+"><\/div>/)).toBe(12);
    expect(renderHtml(<GridOverlay visible={false} />)).toMatch(/hidden="" data-grid-debug="hidden"/);
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
