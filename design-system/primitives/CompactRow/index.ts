export { CompactRow, type CompactRowProps, THUMBNAIL_SIZES } from './CompactRow';
export { compactRowAside, compactRowItem, compactRowItemWithAside, compactRowList } from './CompactRow.css';
export { CompactRowList, type CompactRowListProps } from './CompactRowList';
