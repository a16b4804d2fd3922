export { BillboardCard } from './Billboard.Card';
export { type BillboardItemModel, BillboardSingle, type BillboardSingleModel } from './BillboardSingle';
