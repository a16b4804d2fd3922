export { EducationHero, type EducationHeroModel } from './EducationHero';
