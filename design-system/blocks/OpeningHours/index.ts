export { OpeningHours, type OpeningHoursExceptionModel, type OpeningHoursModel } from './OpeningHours';
