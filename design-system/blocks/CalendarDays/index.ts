export { type CalendarDayModel, CalendarDays, type CalendarDaysModel } from './CalendarDays';
