export { EventList, type EventListModel } from './EventList';
