import type { PageContext } from 'vike/types';
import type { ContentPageData, ErrorPageReason } from '../render/types';

/** The page's SEO title, falling back to the page title; an error page's own title. */
export default (pageContext: PageContext) => {
  const data = pageContext.data as ContentPageData | undefined;
  if (data?.page) return data.page.head.title;
  const reason = pageContext.abortReason as ErrorPageReason | undefined;
  return reason?.title ?? (pageContext.is404 ? '404' : 'Internal Server Error');
};
