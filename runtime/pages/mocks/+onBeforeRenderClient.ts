import type { PageContextClient } from 'vike/types';
import { loadAllBlocks } from '@design-system/blocks/BlockList';
import { registerWords } from '@design-system/i18n/translate';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import type { MockPageData } from '@runtime/render/types';

/**
 * Design pages compose blocks from fixtures, not from page data: they load every block's and static part's code, and
 * know every word of the four languages their fixtures show.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const { dictionaries } = pageContext.data as MockPageData;
  for (const [locale, words] of Object.entries(dictionaries)) registerWords(locale as keyof typeof dictionaries, words);
  await Promise.all([loadAllBlocks(), loadStaticParts()]);
}
