export { TicketTypes, type TicketTypesModel } from './TicketTypes';
export { showableVariants, TicketVariantList, type TicketVariantModel } from './TicketTypes.Variants';
