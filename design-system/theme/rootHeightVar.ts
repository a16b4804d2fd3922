'use client';

import { setElementVars } from '@vanilla-extract/dynamic';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps an element's height in a CSS variable on the root element while it is mounted: the scroll padding that keeps
 * focused elements clear of a bar pinned to the bottom of the viewport (the podcast player's bar) reads it.
 */
export function useRootHeightVar(element: RefObject<HTMLElement | null>, heightVar: string): void {
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => setElementVars(root, { [heightVar]: `${target.offsetHeight}px` }));
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty(heightVar.replace(/^var\((.*)\)$/, '$1'));
    };
  }, [element, heightVar]);
}
