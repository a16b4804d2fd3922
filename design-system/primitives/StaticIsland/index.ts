export { StaticIsland } from './StaticIsland';
// Static data's code is left out here: the shell imports this module, and only servers, mappers and a part's lazily
// loaded code need it (import '@design-system/primitives/StaticIsland/staticData').
export type { StaticData } from './staticData';
export { loadStaticParts, type StaticPart, type StaticPartProps, staticPart } from './staticPart';
