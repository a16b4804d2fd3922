/**
 * Resolves once the browser has painted the server's HTML: after the next animation frame, in the task that
 * follows it. Hydrating a page waits for this, so the first paint never waits for the page's JavaScript to run (on
 * a slow phone that is hundreds of milliseconds of script between the HTML arriving and the visitor seeing it).
 * A hidden tab paints nothing and runs no animation frames: there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
