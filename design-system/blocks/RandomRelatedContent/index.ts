export { RANDOM_RELATED_LIMIT, RandomRelatedContent, type RandomRelatedContentModel } from './RandomRelatedContent';
