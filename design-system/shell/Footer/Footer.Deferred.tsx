'use client';

import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { lazyUntil } from '@design-system/primitives/Deferred/lazyUntil';
import type { FooterModel } from './Footer';

/** How close to the viewport the footer must come before its code loads (the spec: 100 px). */
export const FOOTER_LOAD_MARGIN = '100px';

const loadFooter = () => import('./Footer').then((module) => module.Footer);

/** Calls `release` once the server-rendered footer comes within the margin of the viewport. */
function whenNearViewport(release: () => void): void {
  const element = document.querySelector('footer');
  if (!element || typeof IntersectionObserver === 'undefined') {
    release();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      release();
    },
    { rootMargin: FOOTER_LOAD_MARGIN },
  );
  observer.observe(element);
}

const client = import.meta.env.SSR ? null : lazyUntil(loadFooter, whenNearViewport);
const LazyFooter: ComponentType<FooterModel> = client ? client.Component : await loadFooter();

/**
 * Loads the footer's code now (before a client-side navigation renders): a footer still waiting for
 * its code would otherwise drop the server's HTML for nothing while the new page renders.
 */
export function loadFooterNow(): Promise<void> {
  return client?.loadNow() ?? Promise.resolve();
}

/**
 * Spec: "The footer loads when near the viewport (100 px margin)." The server renders the whole
 * footer (every link is in the HTML and works before any script); the browser fetches its code and
 * hydrates it when it comes near the viewport, or at the next page change (new footer data).
 */
export function DeferredFooter(props: FooterModel) {
  const renders = useRef(0);
  useEffect(() => {
    renders.current += 1;
    if (renders.current > 1) client?.release();
  });
  return (
    <Suspense fallback={null}>
      <LazyFooter {...props} />
    </Suspense>
  );
}
