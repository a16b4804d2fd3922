export { CalendarTeaser, type CalendarTeaserModel } from './CalendarTeaser';
