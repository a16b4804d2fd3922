export { BlockList, type BlockModel, type BlockType } from './BlockList';
