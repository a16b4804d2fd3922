export {
  type CalendarDayModel,
  CalendarDays,
  type CalendarDaysModel,
  type CalendarFiltersModel,
  type CalendarNavigationModel,
  type CalendarRecurringModel,
} from './CalendarDays';
