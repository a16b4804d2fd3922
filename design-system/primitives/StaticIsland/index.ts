export { StaticIsland } from './StaticIsland';
export { loadStaticParts, type StaticPart, staticPart } from './staticPart';
