import { createContext, useContext } from 'react';

/**
 * The element of the page's visible title: `h1`, or `p` when the page already has its first-level heading (the SEO's
 * hidden injected h1), so a page has exactly one h1. The shell provides it around the page.
 */
export const TitleTagContext = createContext<'h1' | 'p'>('h1');

/** The element a page title renders as (a level-1 Heading asks for it itself). */
export function useTitleTag(): 'h1' | 'p' {
  return useContext(TitleTagContext);
}
