import type { PageContext } from 'vike/types';
import type { ErrorPageReason } from '@runtime/render/types';

/**
 * An error page's reason (its shell, view and title), in the browser and on the server. A first load brings it as the
 * page's data (./+data.ts; the reason itself is not sent twice); a client-side navigation's error brings it with the
 * status (Vike's abort answer). None for a crawler, who gets the status alone.
 */
export function errorPageReason(pageContext: PageContext): ErrorPageReason | undefined {
  const reason = (pageContext.abortReason ?? pageContext.data) as Partial<ErrorPageReason> | null | undefined;
  return reason?.shell && reason.view ? (reason as ErrorPageReason) : undefined;
}
