import { loadAllBlocks } from '../../../design-system/blocks/BlockList';

/** Design pages compose blocks from fixtures, not from page data: they load every block's code. */
export function onBeforeRenderClient(): Promise<void> {
  return loadAllBlocks();
}
