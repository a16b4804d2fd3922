export { BlockList, type BlockModel, type BlockType } from './BlockList';
export { ImageSlider, type ImageSliderModel } from './BlockList.ImageSlider';
export { VideoBlock, type VideoBlockModel } from './BlockList.Video';
export { blockTypesIn, loadAllBlocks, loadBlocksIn } from './blockRegistry';
