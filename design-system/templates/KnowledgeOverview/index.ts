export { KnowledgeOverview, type KnowledgeOverviewModel } from './KnowledgeOverview';
