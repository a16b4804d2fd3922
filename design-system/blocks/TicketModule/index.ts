export { TicketModule, type TicketModuleModel } from './TicketModule';
