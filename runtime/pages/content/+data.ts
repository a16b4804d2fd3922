import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { mapPage } from '@runtime/cms/pages/page.mapper';
import { sitePractical } from '@runtime/cms/rootData/practical.mapper';
import { mapShell, rootDataOrFallback, shellFromRootData } from '@runtime/cms/rootData/rootData.mapper';
import { queryDates } from '@runtime/domain/clock';
import { loadPage } from '@runtime/loader/page-loader';
import { loadRootDataOrFallback } from '@runtime/loader/rootData-loader';
import { PREVIEW_DATE_PARAM, requestClock } from '@runtime/preview/previewDate';
import { errorPage } from '@runtime/render/errorPage';
import { cmsNotFoundTexts, notFoundReason, serverErrorReason } from '@runtime/render/errorReason';
import { identityShell } from '@runtime/render/identityShell';
import { mapContextFor } from '@runtime/render/mapContext';
import { loadPageCode } from '@runtime/render/pageCode';
import { siteStructuredData } from '@runtime/render/structuredData';
import type { LoadedContentPage } from '@runtime/render/types';
import { requestDeps } from '@runtime/server/context';

/** The catch-all content route: page, redirect, content-driven 404, or the 500 page. */
export async function data(pageContext: PageContextServer): Promise<LoadedContentPage> {
  const { site, locale } = pageContext;
  let outcome: Awaited<ReturnType<typeof loadPage>>;
  let deps: ReturnType<typeof requestDeps> | undefined;
  try {
    const processDeps = requestDeps();
    // In preview, `?date=yyyy-mm-dd` views the site as of that day (ignored outside preview or when invalid).
    deps = {
      ...processDeps,
      clock: requestClock(processDeps.clock, {
        preview: pageContext.preview?.enabled === true,
        date: pageContext.urlParsed?.search?.[PREVIEW_DATE_PARAM],
      }),
    };
    outcome = await loadPage(
      { site, path: pageContext.urlPathname },
      { ...deps, perspective: pageContext.previewPerspective ?? 'published' },
    );
  } catch (error) {
    console.error(`[page] Loading ${pageContext.urlPathname} on ${site} failed`, error);
    throw errorPage(500, pageContext.crawler, () => serverErrorReason(identityShell(site, locale), locale));
  }
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.statusCode);
  // A crawler's 404 is answered before any root data is loaded for an error page it does not get.
  if (pageContext.crawler && (outcome.kind === 'skip' || outcome.kind === 'notFound')) throw errorPage(404, true);
  const ctx = {
    ...mapContextFor(site, locale, deps.hosts, deps.contentConfig, queryDates(deps.clock).today),
    // The calendar reads its day and filters from the query (`fra`, `til`, `emne`; runtime/domain/calendarQuery.ts).
    search: pageContext.urlParsed?.searchAll ?? {},
  };
  const root = await loadRootDataOrFallback({ site, locale }, deps.source, {
    perspective: pageContext.previewPerspective ?? 'published',
  });
  if (outcome.kind === 'skip' || outcome.kind === 'notFound') {
    const cmsNotFound = outcome.kind === 'notFound' ? outcome.notFound : null;
    throw errorPage(404, false, () => notFoundReason(mapShell(root, ctx), locale, cmsNotFoundTexts(cmsNotFound, ctx)));
  }
  try {
    const rootData = rootDataOrFallback(root, ctx);
    // The site's practical facts go with the page (exhibitions, events and articles show them beside their content).
    const page = mapPage(outcome.page, { ...ctx, practical: sitePractical(rootData, ctx) });
    page.head.jsonLd.push(...siteStructuredData(site, root, deps.hosts, ctx.today));
    await loadPageCode(page.template);
    return { shell: shellFromRootData(rootData, ctx, page.languages), page };
  } catch (error) {
    console.error(`[page] Mapping ${pageContext.urlPathname} on ${site} failed`, error);
    throw errorPage(500, pageContext.crawler, () => serverErrorReason(mapShell(root, ctx), locale));
  }
}
