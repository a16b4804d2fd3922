/** The id of the build this page runs (compiled in by the build). */
declare const __BUILD_ID__: string;

/** How often the page asks whether a new build is out (the spec: "polled periodically"). */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** A page that comes back into view checks again, but not more often than this. */
export const BUILD_CHECK_MIN_GAP_MS = 60 * 1000;
export const BUILD_LATEST_URL = '/builds/latest.json';

let stale = false;
let lastCheck = 0;

/** Whether a newer build is out: the next navigation is then a full page load. */
export function buildIsStale(): boolean {
  return stale;
}

/** Asks for the latest build id; a failure is only warned about (the spec: manifest fetch failure). */
export async function checkBuild(current: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  lastCheck = Date.now();
  try {
    const response = await fetchImpl(BUILD_LATEST_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}`);
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id === 'string' && id && id !== current) {
      stale = true;
      // Visible state for whoever needs to know (and for tests): the next navigation loads in full.
      if (typeof document !== 'undefined') document.documentElement.dataset.staleBuild = 'true';
    }
  } catch (error) {
    console.warn('[build] Could not read the latest build id', error);
  }
  return stale;
}

/**
 * On a stale build, a click on a same-site link is kept from the client router (which listens on the
 * document; this listens earlier, on the window in the capture phase), so the browser loads the page.
 */
function letStaleLinksLoad(event: MouseEvent): void {
  if (!stale || event.defaultPrevented || event.button !== 0) return;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
  event.stopPropagation();
}

/** Starts polling for a changed build id (production only; once per visit). */
export function watchBuild(current: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : ''): void {
  if (!current || typeof window === 'undefined') return;
  window.addEventListener('click', letStaleLinksLoad, { capture: true });
  // Back/forward on a stale build: the address has already changed, so a reload shows the new build's page.
  window.addEventListener('popstate', () => {
    if (stale) location.reload();
  });
  setInterval(() => void checkBuild(current), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > BUILD_CHECK_MIN_GAP_MS) {
      void checkBuild(current);
    }
  });
}

/**
 * Called as a client-side navigation starts (back/forward, programmatic navigation): on a stale build,
 * load the target as a full page instead (the new build's HTML and assets). On back/forward the
 * address has already changed, so a reload shows it.
 */
export function fullLoadIfStale(targetUrl: string): boolean {
  if (!stale) return false;
  const target = new URL(targetUrl, location.href).href;
  if (target === location.href) location.reload();
  else location.assign(target);
  return true;
}

/** Tests only. */
export function resetBuildWatch(): void {
  stale = false;
  lastCheck = 0;
}
