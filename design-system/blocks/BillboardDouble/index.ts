export { BillboardDouble, type BillboardDoubleModel } from './BillboardDouble';
