export { AreaOverview, type AreaOverviewModel, type AreaOverviewSection } from './AreaOverview';
