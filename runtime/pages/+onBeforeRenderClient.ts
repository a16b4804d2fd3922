import type { PageContextClient } from 'vike/types';
import { registerWords } from '@design-system/i18n/translate';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { loadFooterNow } from '@design-system/shell/SiteShell';
import { loadPageCode } from '../render/pageCode';
import type { ContentPageData } from '../render/types';

/**
 * Before the browser renders a page: the current locale's interface words (they come with the
 * page's data) and the code of the page's template and blocks (each is loaded on demand; when a
 * first load hydrates the server's HTML, the interactive blocks only: runtime/render/pageCode.ts).
 * Other pages render their static parts (the search page) from their code after a client-side navigation.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.words) registerWords(pageContext.locale, pageContext.words);
  const template = (pageContext.data as Partial<ContentPageData> | undefined)?.page?.template;
  // A client-side navigation renders the shell anew: its deferred footer code comes in first.
  await Promise.all([
    template ? loadPageCode(template, { hydration: pageContext.isHydration }) : undefined,
    pageContext.isHydration ? undefined : loadFooterNow(),
    pageContext.isHydration || template ? undefined : loadStaticParts(),
  ]);
}
