export { RelatedContent, type RelatedContentGroupModel, type RelatedContentModel } from './RelatedContent';
