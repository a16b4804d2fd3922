export { Pagination, type PaginationProps } from './Pagination';
export { type PageWindowEntry, pageWindow } from './pageWindow';
