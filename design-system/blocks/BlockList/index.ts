export { BlockList, type BlockModel, type BlockType } from './BlockList';
// Types only: the slider and video blocks are chunks of their own, loaded through the registry.
export type { ImageSliderModel } from './BlockList.ImageSlider';
export type { VideoBlockModel } from './BlockList.Video';
export { blockTypesIn, loadAllBlocks, loadBlocksIn } from './blockRegistry';
