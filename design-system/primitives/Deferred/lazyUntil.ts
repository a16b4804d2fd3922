import { type ComponentType, lazy } from 'react';

/**
 * A component whose code the browser loads only when `trigger` says so (near the viewport, a
 * shortcut…) or when `release()` is called, for server-rendered extras that are no part of the
 * first-load JS (issue 7's byte budget). Render it inside `<Suspense>`: until it loads, React keeps
 * the server's HTML as it is (links work, nothing moves). The server imports the component up
 * front instead (`import.meta.env.SSR ? (await load()) : lazyUntil(…)`), so the HTML is whole.
 */
export function lazyUntil<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: (release: () => void) => void,
): { Component: ComponentType<P>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  const Component = lazy(() => {
    if (!started) {
      started = true;
      trigger(release);
    }
    return released.then(load).then((component) => ({ default: component }));
  });
  return { Component, release: () => release() };
}
