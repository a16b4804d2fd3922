export {
  PracticalInfoOverview,
  type PracticalInfoOverviewModel,
  type PracticalInfoSectionModel,
} from './PracticalInfoOverview';
