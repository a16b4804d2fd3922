'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

export { GRID_COLUMNS } from './gridColumns';

const GridOverlay = lazy(() => import('./GridDebug.Overlay').then((module) => ({ default: module.GridOverlay })));

/** True while the visitor is typing: a text field, a select or editable content has focus. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}

/** Shift+D, without Ctrl, Alt or Meta (those belong to the browser and the system). */
export function isGridShortcut(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>) {
  return event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'd';
}

/**
 * Spec: "Shift+D toggles a 12-column grid debug overlay, hidden by default." A design aid: hidden
 * from assistive technology, never in the way of the pointer, and the shortcut is ignored while typing.
 * Only the shortcut is in every page's code; the overlay's own code loads the first time it is asked for.
 */
export function GridDebug() {
  const [visible, setVisible] = useState<boolean | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isGridShortcut(event) || isTypingTarget(event.target)) return;
      setVisible((shown) => !shown);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return visible === null ? null : (
    <Suspense fallback={null}>
      <GridOverlay visible={visible} />
    </Suspense>
  );
}
