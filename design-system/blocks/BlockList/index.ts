export { BlockList, type BlockModel, type BlockType } from './BlockList';
export { blockTypesIn, isStaticBlock, loadAllBlocks, loadBlocksIn } from './blockRegistry';
