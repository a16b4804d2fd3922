export { Tag, TagList, type TagModel } from './Tag';
