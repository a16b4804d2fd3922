export { TicketTypes, type TicketTypesModel } from './TicketTypes';
export { formatPrice, showableVariants, TicketVariantList, type TicketVariantModel } from './TicketTypes.Variants';
