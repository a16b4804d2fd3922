export { TABBED_LIST_LIMIT, TabsCurrentUpcoming, type TabsCurrentUpcomingModel } from './TabsCurrentUpcoming';
