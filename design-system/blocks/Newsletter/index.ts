export { Newsletter, type NewsletterListModel, type NewsletterModel, newsletterSignupUrl } from './Newsletter';
