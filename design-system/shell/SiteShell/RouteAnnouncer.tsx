import { visuallyHidden } from '@design-system/primitives/VisuallyHidden/VisuallyHidden.css';

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/**
 * A polite live region, empty when a page is first loaded (the screen reader reads the new document then); after a
 * client-side navigation the new page's title is written into it (announceRoute), so the change is announced.
 */
export function RouteAnnouncer() {
  return <p id={ROUTE_ANNOUNCER_ID} className={visuallyHidden} aria-live="polite" aria-atomic="true" />;
}

/**
 * Announces the page now shown. The same title twice (a page that links to itself with another query) still changes
 * the region's text, so it is read again.
 */
export function announceRoute(title: string): void {
  const region = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (!region) return;
  region.textContent = region.textContent === title ? `${title}\u00a0` : title;
}
