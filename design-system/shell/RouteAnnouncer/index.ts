export { announceRoute, ROUTE_ANNOUNCER_ID, RouteAnnouncer } from './RouteAnnouncer';
