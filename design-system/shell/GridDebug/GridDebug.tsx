import { useEffect, useState } from 'react';
import { Container } from '../../primitives/Container';
import { column, columns, overlay } from './GridDebug.css';

export const GRID_COLUMNS = 12;

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
 * Spec 2: "Shift+D toggles a 12-column grid debug overlay, hidden by default." A design aid: hidden
 * from assistive technology, never in the way of the pointer, and the shortcut is ignored while typing.
 */
export function GridDebug() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isGridShortcut(event) || isTypingTarget(event.target)) return;
      setVisible((shown) => !shown);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={overlay} aria-hidden="true" hidden={!visible} data-grid-debug={visible ? 'visible' : 'hidden'}>
      <Container>
        <div className={columns}>
          {Array.from({ length: GRID_COLUMNS }, (_, index) => (
            <div key={index} className={column} />
          ))}
        </div>
      </Container>
    </div>
  );
}
