'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { staticIsland } from './StaticIsland.css';

/**
 * Server-rendered HTML that a first load keeps without its code. Wraps code that needs no browser (no state,
 * effects, refs or event handlers: the static blocks and page templates, checked by tests) in an element without a
 * box of its own. On the server, and in the browser once the code is loaded (a client-side navigation loads a
 * page's code before it renders), `children` renders as usual. When a first load hydrates the page without that
 * code, the wrapper takes the HTML the server rendered into it, read back from the DOM, so React adopts it as is
 * (no comparison, no change) and the code is never downloaded. Should the island render in the browser without its
 * code and without server HTML (not expected), it loads the code and then renders.
 */
export function StaticIsland({
  name,
  ready,
  load,
  children,
}: {
  /** What the island holds, for the log. */
  name: string;
  /** Whether the code `children` renders with is loaded. */
  ready: boolean;
  load: () => Promise<unknown>;
  children: () => ReactNode;
}) {
  const id = useId();
  const [serverHtml] = useState(() => (ready ? undefined : htmlFromServer(id)));
  const [loaded, setLoaded] = useState(false);
  const view = islandView({ ready, loaded, serverHtml, browser: typeof document !== 'undefined' });
  useEffect(() => {
    if (view === 'loading') void load().then(() => setLoaded(true));
  }, [view, load]);
  if (view === 'children') {
    return (
      <div key="rendered" className={staticIsland} data-static-island={id}>
        {children()}
      </div>
    );
  }
  if (view === 'nothing') {
    console.warn(`[static island] ${name} rendered before its code was loaded`);
    return null;
  }
  return (
    <div
      key="server"
      className={staticIsland}
      data-static-island={id}
      // The server's own HTML for this island, read back from the page: React keeps it and does not compare it.
      dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      suppressHydrationWarning
    />
  );
}

/**
 * What an island shows: its content once the code is there (`ready` when it rendered, or `loaded` since, by its own
 * `load`); in the browser without the code, the server's HTML, or, when there is none, an empty wrapper while the
 * code loads ('loading'); on the server without the code, nothing.
 */
export function islandView(state: {
  ready: boolean;
  loaded: boolean;
  serverHtml: string | undefined;
  browser: boolean;
}): 'children' | 'server' | 'loading' | 'nothing' {
  if (state.ready || state.loaded) return 'children';
  if (!state.browser) return 'nothing';
  return state.serverHtml === undefined ? 'loading' : 'server';
}

/** The HTML the server rendered into an island's wrapper (undefined without a DOM or such a wrapper). */
function htmlFromServer(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-static-island="${CSS.escape(id)}"]`)?.innerHTML;
}
