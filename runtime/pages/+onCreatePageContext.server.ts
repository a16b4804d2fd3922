import type { PageContextServer } from 'vike/types';
import { parsePath } from '../i18n/paths';
import { previewPageContext } from '../preview/pageContext';
import { pageWords } from '../render/pageWords';
import { hostConfig } from '../server/context';
import { isCrawler } from '../server/crawlers';
import { siteForHost } from '../sites/hosts';

/**
 * The site comes from the Host header through the configured host map; the locale from the path;
 * preview (drafts) only from a valid signed preview cookie, and in preview the day of `?date=`. The
 * locale's interface words go to the browser with the page (no dictionary in the client bundle): on a first load
 * only those its code can show there.
 * Crawlers are told apart by their user agent (they get no rendered error page).
 */
export default function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.site = siteForHost(pageContext.headers?.host, hostConfig());
  pageContext.locale = parsePath(pageContext.urlPathname ?? '/').locale;
  Object.assign(pageContext, previewPageContext(pageContext.headers?.cookie, pageContext.urlParsed?.search));
  pageContext.words = pageWords(pageContext.locale, {
    preview: pageContext.preview?.enabled === true,
    rendersWhole: pageContext.isClientSideNavigation,
  });
  pageContext.crawler = isCrawler(pageContext.headers?.['user-agent']);
}
