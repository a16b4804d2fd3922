export { FeaturedProjects, type FeaturedProjectsModel } from './FeaturedProjects';
