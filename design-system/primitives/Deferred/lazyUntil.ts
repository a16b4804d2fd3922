import { type ComponentType, lazy as reactLazy } from 'react';
import { lazy } from '@design-system/interactivity/lazyCode';

/**
 * A component whose code the browser loads only when `trigger` says so (near the viewport, a
 * shortcut…) or when `release()` is called, for server-rendered extras that are no part of the
 * first-load JS (the byte budget). Render it inside `<Suspense>`: until it loads, React keeps
 * the server's HTML as it is (links work, nothing moves). The server imports the component up
 * front instead (`import.meta.env.SSR ? (await load()) : lazyUntil(…)`), so the HTML is whole.
 */
export function lazyUntil<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: (release: () => void) => void,
): { Component: ComponentType<P>; release: () => void; loadNow: () => Promise<void> } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // One load, shared by React's lazy and by `loadNow`, so both see the component at the same time.
  const code = lazy(() => released.then(load));
  const whenLoaded = code.load;
  let started = false;
  const Component = reactLazy(() => {
    if (!started) {
      started = true;
      trigger(release);
    }
    return whenLoaded().then((component) => ({ default: component }));
  });
  return {
    Component,
    release: () => release(),
    /** Releases and resolves once the code is in: a render after it never shows the fallback. */
    loadNow: () => {
      release();
      return whenLoaded().then(() => undefined);
    },
  };
}
