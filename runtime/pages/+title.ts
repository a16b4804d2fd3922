import type { PageContext } from 'vike/types';
import { documentTitle } from '../render/documentTitle';
import type { ContentPageData } from '../render/types';
import { errorPageReason } from './_error/reason';

/**
 * "Page – Site": the page's SEO title, falling back to the page title; an error page's own title in its language
 * ("Siden blev ikke fundet (404) – Nationalmuseet"). A crawler's error answer carries no reason (no shell, no words).
 */
export default (pageContext: PageContext) => {
  const data = pageContext.data as ContentPageData | null | undefined;
  if (data?.page) return documentTitle(data.page.head.title, data.shell?.site.name);
  const reason = errorPageReason(pageContext);
  if (reason) return documentTitle(reason.title, reason.shell.site.name);
  return pageContext.is404 ? '404' : 'Internal Server Error';
};
