export { EventHero, type EventHeroModel } from './EventHero';
