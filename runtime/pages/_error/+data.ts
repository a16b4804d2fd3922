import type { PageContextServer } from 'vike/types';
import { notFoundReason, serverErrorReason } from '@runtime/render/errorReason';
import { identityShell } from '@runtime/render/identityShell';
import type { ErrorPageReason } from '@runtime/render/types';
import { errorPageReason } from './reason';

/**
 * The error page's data: the reason the failing page's data hook gave (`throw render(status, reason)`: its shell and
 * view), or, for an error that brought none (a bug while rendering, a path no route takes), the site's empty shell
 * and the status's own texts. Built here on the server, so the browser's error page carries no site list and no
 * texts of its own. A crawler's error answer is the status alone (runtime/server/crawlers.ts): null.
 */
export function data(pageContext: PageContextServer): ErrorPageReason | null {
  const reason = errorPageReason(pageContext);
  if (reason) return reason;
  if (pageContext.crawler) return null;
  const site = pageContext.site ?? 'natmus';
  const locale = pageContext.locale ?? 'da';
  const shell = identityShell(site, locale);
  return pageContext.is404 === true ? notFoundReason(shell, locale) : serverErrorReason(shell, locale);
}
