export {
  EducationTabs,
  type EducationTabsModel,
  type EducationVariantModel,
  type EducationVariantTextModel,
} from './EducationTabs';
