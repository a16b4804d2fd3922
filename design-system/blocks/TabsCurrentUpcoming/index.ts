export { TabsCurrentUpcoming, type TabsCurrentUpcomingModel } from './TabsCurrentUpcoming';
// Not re-exported by the block: its code is the mappers' and fixtures' (import './tabTeasers').
