export { TicketPage, type TicketPageModel } from './TicketPage';
