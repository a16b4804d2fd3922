export { ProjectList, type ProjectListModel } from './ProjectList';
