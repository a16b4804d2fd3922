export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
