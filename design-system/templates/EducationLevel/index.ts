export { EducationLevel, type EducationLevelModel } from './EducationLevel';
