/**
 * Whether the visitor's last interaction was the keyboard: after a keyboard-driven navigation the skip link
 * receives focus (runtime/pages/+onPageTransitionEnd.ts).
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
