export { CalendarPage, type CalendarPageModel } from './CalendarPage';
