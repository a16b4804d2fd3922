/**
 * Whether the visitor's last interaction was the keyboard: after a keyboard-driven navigation the
 * focus moves to the main area (the skip link's target), as screen-reader and keyboard users expect.
 */
let lastInput: 'keyboard' | 'pointer' = 'pointer';
let listening = false;

export function trackInputModality(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(
    'keydown',
    () => {
      lastInput = 'keyboard';
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'pointerdown',
    () => {
      lastInput = 'pointer';
    },
    { capture: true, passive: true },
  );
}

export function lastInputWasKeyboard(): boolean {
  return lastInput === 'keyboard';
}
