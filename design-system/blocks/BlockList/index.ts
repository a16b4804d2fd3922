export { BlockList, type BlockModel, type BlockType } from './BlockList';
export { blockTypesIn, loadAllBlocks, loadBlocksIn } from './blockRegistry';
