export { KnowledgeTheme, type KnowledgeThemeModel } from './KnowledgeTheme';
