export { CompactRow, CompactRowList, type CompactRowListProps, type CompactRowProps } from './CompactRow';
