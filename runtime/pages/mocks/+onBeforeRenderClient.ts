import { loadAllBlocks } from '@design-system/blocks/BlockList';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';

/** Design pages compose blocks from fixtures, not from page data: they load every block's and static part's code. */
export async function onBeforeRenderClient(): Promise<void> {
  await Promise.all([loadAllBlocks(), loadStaticParts()]);
}
