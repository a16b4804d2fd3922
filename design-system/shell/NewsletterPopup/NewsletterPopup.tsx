import { lazy, Suspense, useEffect, useState } from 'react';
import type { LinkModel } from '../../primitives/Link';

const NewsletterDialog = lazy(() =>
  import('./NewsletterPopup.Dialog').then((module) => ({ default: module.NewsletterDialog })),
);

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
 * A modal invitation to the newsletter. It opens once, a short delay after the first page view;
 * closing it in any way (the close button, "no thanks", Escape, or following the signup link) is
 * remembered so it does not come back. Nothing renders on the server (the decision needs the
 * visitor's storage), and the dialog's code loads only when it is about to open.
 */
export function NewsletterPopup({
  title,
  text,
  signupLink,
  delayMs = NEWSLETTER_DEFAULT_DELAY_MS,
  storageKey = NEWSLETTER_DEFAULT_STORAGE_KEY,
}: NewsletterPopupModel) {
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readDismissed(storageKey)) return;
    const timer = window.setTimeout(() => {
      setShown(true);
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, storageKey]);

  if (!shown) return null;

  const close = () => {
    writeDismissed(storageKey);
    setOpen(false);
  };

  return (
    <Suspense fallback={null}>
      <NewsletterDialog
        title={title}
        text={text}
        signupLink={signupLink}
        open={open}
        onClose={close}
        onSignup={() => writeDismissed(storageKey)}
      />
    </Suspense>
  );
}
