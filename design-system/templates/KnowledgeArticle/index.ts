export { KnowledgeArticle, type KnowledgeArticleModel } from './KnowledgeArticle';
