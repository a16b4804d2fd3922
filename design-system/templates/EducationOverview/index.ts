export { EducationOverview, type EducationOverviewModel } from './EducationOverview';
