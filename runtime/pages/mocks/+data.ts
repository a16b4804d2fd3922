import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadAllBlocks } from '@design-system/blocks/BlockList';
import { visitorDictionaries } from '@design-system/i18n/dictionary';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
// Architecture exception (tests/architecture/imports.test.ts): the /mocks route shows fixture compositions.
import { findMock } from '@fixtures/mocks/mockPages';
import { mapShell } from '@runtime/cms/rootData/rootData.mapper';
import { loadRootDataOrFallback } from '@runtime/loader/rootData-loader';
import { notFoundReason } from '@runtime/render/errorReason';
import { mapContextFor } from '@runtime/render/mapContext';
import type { MockPageData } from '@runtime/render/types';
import { requestDeps } from '@runtime/server/context';

/** A design page in the real shell of the host's site (Danish, as the fixtures are). */
export async function data(pageContext: PageContextServer): Promise<MockPageData> {
  const { site } = pageContext;
  const locale = 'da' as const;
  const deps = requestDeps();
  const ctx = mapContextFor(site, locale, deps.hosts, deps.contentConfig);
  const root = await loadRootDataOrFallback({ site, locale }, deps.source);
  const shell = mapShell(root, ctx);
  const slug = pageContext.routeParams.slug ?? '';
  const mock = findMock(slug);
  if (!mock) throw render(404, notFoundReason(shell, locale));
  await Promise.all([loadAllBlocks(), loadStaticParts()]);
  return {
    shell,
    mock: { slug, title: mock.title, layout: mock.layout, path: slug ? `/mocks/${slug}` : '/mocks' },
    dictionaries: visitorDictionaries,
  };
}
