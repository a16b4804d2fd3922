export { ArticleWrapper } from './ArticleWrapper';
