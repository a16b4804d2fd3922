export { EventPage, type EventPageModel } from './EventPage';
