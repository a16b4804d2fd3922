import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ErrorPageReason } from './types';

/**
 * The abort that renders the error page with `status` and the reason's shell and view. For a
 * crawler (the spec: "Error pages are not rendered for crawler user agents … there errors are only
 * logged") the reason is never built (no root data, no shell): the error page answers it with the
 * status and a minimal body (`runtime/pages/_error/+onRenderHtml.ts`; `crawlerErrors` logs it).
 */
export function errorPage(
  status: 404 | 500,
  crawler: boolean | undefined,
  reason?: () => ErrorPageReason,
): ReturnType<typeof render> {
  return crawler || !reason ? render(status) : render(status, reason());
}

/** The error page's status: the one the data hook aborted with, else 404 for no route, else 500. */
export function errorStatus(pageContext: Pick<PageContextServer, 'abortStatusCode' | 'is404'>): number {
  return pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
}
