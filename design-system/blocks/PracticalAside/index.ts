export {
  hasPracticalFacts,
  PRACTICAL_HEADING_ID,
  PracticalAside,
  type PracticalAsideModel,
  type PracticalPlaceModel,
} from './PracticalAside';
