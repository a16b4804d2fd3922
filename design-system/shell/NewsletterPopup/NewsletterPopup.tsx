import { useEffect, useState } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { Dialog } from '../../primitives/Dialog';
import type { LinkModel } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { actions, content, dismiss, signup, text } from './NewsletterPopup.css';

/** The newsletter pop-up (site config newsletterPopUp; root data newsletter). */
export interface NewsletterPopupModel {
  title: string;
  /** One or two sentences on what the newsletter brings. */
  text?: string;
  /** The external signup page: signup happens there, never through a form post of ours. */
  signupLink: LinkModel;
  /** Wait this long after the first page view before opening, in ms. */
  delayMs?: number;
  /** Where the dismissal is remembered (localStorage); one key per site keeps sites apart. */
  storageKey?: string;
}

export const NEWSLETTER_DEFAULT_DELAY_MS = 4000;
export const NEWSLETTER_DEFAULT_STORAGE_KEY = 'newsletter-popup-dismissed';

function readDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (private mode, policies): do not nag on every page.
    return true;
  }
}

function writeDismissed(key: string): void {
  try {
    window.localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Nothing to remember it in; the read above treats blocked storage as dismissed.
  }
}

/**
 * A modal invitation to the newsletter, on the native dialog (focus moves in, Escape closes, focus
 * returns). It opens once, a short delay after the first page view; closing it in any way (the close
 * button, "no thanks", Escape, or following the signup link) is remembered so it does not come back.
 * Nothing renders on the server: the decision needs the visitor's storage.
 */
export function NewsletterPopup({
  title,
  text: body,
  signupLink,
  delayMs = NEWSLETTER_DEFAULT_DELAY_MS,
  storageKey = NEWSLETTER_DEFAULT_STORAGE_KEY,
}: NewsletterPopupModel) {
  const t = useText();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setMounted(true);
    if (readDismissed(storageKey)) return;
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, storageKey]);

  if (!mounted) return null;

  const close = () => {
    writeDismissed(storageKey);
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <div className={content} data-newsletter-popup="">
        {body ? <p className={text}>{body}</p> : null}
        <div className={actions}>
          <a
            href={signupLink.href}
            className={signup}
            hrefLang={signupLink.hrefLang}
            rel={signupLink.kind === 'external' ? 'noopener' : undefined}
            onClick={() => writeDismissed(storageKey)}
          >
            {signupLink.label}
            {signupLink.kind === 'external' ? <VisuallyHidden> ({t('externalSite')})</VisuallyHidden> : null}
          </a>
          <button type="button" className={dismiss} onClick={close}>
            {t('notNow')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
