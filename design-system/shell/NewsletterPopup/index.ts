export {
  NEWSLETTER_DEFAULT_DELAY_MS,
  NEWSLETTER_DEFAULT_STORAGE_KEY,
  NewsletterPopup,
  type NewsletterPopupModel,
} from './NewsletterPopup';
