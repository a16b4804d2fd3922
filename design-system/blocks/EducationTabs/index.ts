export { EducationTabs, type EducationTabsModel, type EducationVariantModel } from './EducationTabs';
