export { ExhibitionHero, type ExhibitionHeroModel, type PeriodModel, periodText } from './ExhibitionHero';
