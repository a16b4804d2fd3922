/** "payload prefetch after 1 s". */
export const PREFETCH_DELAY_MS = 1000;
/** The most pages prefetched per page view (links in view first). */
export const PREFETCH_MAX_LINKS = 6;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** A slow or data-saving connection prefetches nothing. */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Links to pages of this site the client router would handle. */
export function prefetchableLinks(root: ParentNode, origin: string): HTMLAnchorElement[] {
  const seen = new Set<string>();
  const links: HTMLAnchorElement[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (link.origin !== origin || link.target || link.hasAttribute('download') || link.rel === 'external') continue;
    if (
      link.pathname.startsWith('/api/') ||
      link.pathname.startsWith('/catalogue') ||
      link.pathname.startsWith('/images/')
    )
      continue;
    const key = `${link.pathname}${link.search}`;
    if (key === `${location.pathname}${location.search}` || seen.has(key)) continue;
    seen.add(key);
    links.push(link);
  }
  return links;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let observer: IntersectionObserver | undefined;

/**
 * "Links to likely next pages are prefetched after a short delay unless the connection is slow": a
 * second after a page shows, the first links that come into view (at most PREFETCH_MAX_LINKS) have
 * their page's code fetched by the client router. Pointing at a link prefetches its page data too
 * (the router's hover prefetch, +config `prefetch`); on a slow connection links opt out of that.
 */
export function schedulePrefetch(
  prefetch: (url: string) => Promise<void>,
  connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection,
): void {
  if (timer) clearTimeout(timer);
  observer?.disconnect();
  const slow = isSlowConnection(connection);
  if (slow) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) link.dataset.prefetch = 'false';
    return;
  }
  timer = setTimeout(() => {
    let count = 0;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || count >= PREFETCH_MAX_LINKS) continue;
        observer?.unobserve(entry.target);
        count += 1;
        const link = entry.target as HTMLAnchorElement;
        link.dataset.prefetched = '';
        void prefetch(`${link.pathname}${link.search}`).catch((error: unknown) => {
          console.warn('[prefetch] failed', error);
        });
      }
      if (count >= PREFETCH_MAX_LINKS) observer?.disconnect();
    });
    for (const link of prefetchableLinks(document, location.origin)) observer.observe(link);
  }, PREFETCH_DELAY_MS);
}
