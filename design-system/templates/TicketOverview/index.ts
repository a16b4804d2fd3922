export { TicketOverview, type TicketOverviewModel } from './TicketOverview';
