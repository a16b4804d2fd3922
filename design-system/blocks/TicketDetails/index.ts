export { TicketDetails, type TicketDetailsModel, type TicketFaqModel } from './TicketDetails';
