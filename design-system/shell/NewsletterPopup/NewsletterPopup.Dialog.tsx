import { useText } from '../../i18n/LocaleContext';
import { Dialog } from '../../primitives/Dialog';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { NewsletterPopupModel } from './NewsletterPopup';
import { actions, content, dismiss, signup, text } from './NewsletterPopup.css';

/**
 * The pop-up's dialog, on the native dialog (focus moves in, Escape closes, focus returns). Its code
 * is loaded only when the pop-up is about to open (most page views never show it).
 */
export function NewsletterDialog({
  title,
  text: body,
  signupLink,
  open,
  onClose,
  onSignup,
}: Pick<NewsletterPopupModel, 'title' | 'text' | 'signupLink'> & {
  open: boolean;
  onClose: () => void;
  onSignup: () => void;
}) {
  const t = useText();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className={content} data-newsletter-popup="">
        {body ? <p className={text}>{body}</p> : null}
        <div className={actions}>
          <a
            href={signupLink.href}
            className={signup}
            hrefLang={signupLink.hrefLang}
            rel={signupLink.kind === 'external' ? 'noopener' : undefined}
            onClick={onSignup}
          >
            {signupLink.label}
            {signupLink.kind === 'external' ? <VisuallyHidden> ({t('externalSite')})</VisuallyHidden> : null}
          </a>
          <button type="button" className={dismiss} onClick={onClose}>
            {t('notNow')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
