export { AuthorContact, type AuthorContactModel } from './AuthorContact';
