import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { mapShell } from '../../cms/mappers/rootData.mapper';
import { queryDates } from '../../domain/clock';
import { loadRootDataOrFallback } from '../../loader/rootData-loader';
import { serverErrorReason } from '../../render/errorReason';
import { mapContextFor } from '../../render/mapContext';
import { requestDeps } from '../../server/context';

/** /fejl answers 500 with the Danish error texts, in the site's shell. */
export async function data(pageContext: PageContextServer): Promise<never> {
  const locale = 'da' as const;
  const deps = requestDeps();
  const root = await loadRootDataOrFallback({ site: pageContext.site, locale }, deps.source);
  const ctx = mapContextFor(pageContext.site, locale, deps.hosts, deps.contentConfig, queryDates(deps.clock).today);
  throw render(500, serverErrorReason(mapShell(root, ctx), locale));
}
