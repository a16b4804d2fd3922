import { render } from 'vike/abort';
import type { ErrorPageReason } from './types';

/**
 * The abort that renders the error page with `status` and the reason's shell and view. For a
 * crawler (the spec: "Error pages are not rendered for crawler user agents … there errors are only
 * logged") the reason is never built (no root data, no shell); `crawlerErrors` (runtime/server/crawlers.ts), the one
 * place that answers crawlers' errors, logs it and sends the status alone.
 */
export function errorPage(
  status: 404 | 500,
  crawler: boolean | undefined,
  reason?: () => ErrorPageReason,
): ReturnType<typeof render> {
  return crawler || !reason ? render(status) : render(status, reason());
}
