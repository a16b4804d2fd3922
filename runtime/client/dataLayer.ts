/** The tag manager's data layer: one `pageview` per page view, in production only. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageView(title: string, path: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'pageview', title, path });
}
