export { StaticIsland } from './StaticIsland';
