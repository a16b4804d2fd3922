import type { PageContextServer } from 'vike/types';
import { mapShell } from '@runtime/cms/rootData/rootData.mapper';
import { queryDates } from '@runtime/domain/clock';
import { loadRootDataOrFallback } from '@runtime/loader/rootData-loader';
import { errorPage } from '@runtime/render/errorPage';
import { serverErrorReason } from '@runtime/render/errorReason';
import { mapContextFor } from '@runtime/render/mapContext';
import { requestDeps } from '@runtime/server/context';

/** /fejl answers 500 with the Danish error texts, in the site's shell (a crawler: the status alone). */
export async function data(pageContext: PageContextServer): Promise<never> {
  if (pageContext.crawler) throw errorPage(500, true);
  const locale = 'da' as const;
  const deps = requestDeps();
  const root = await loadRootDataOrFallback({ site: pageContext.site, locale }, deps.source);
  const ctx = mapContextFor(pageContext.site, locale, deps.hosts, deps.contentConfig, queryDates(deps.clock).today);
  throw errorPage(500, false, () => serverErrorReason(mapShell(root, ctx), locale));
}
