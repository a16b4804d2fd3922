'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { LinkModel } from '@design-system/primitives/Link';

const NewsletterCard = lazy(() =>
  import('./NewsletterPopup.Card').then((module) => ({ default: module.NewsletterCard })),
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

/** A click that leaves this page: a link to another path or query of this site, without a modifier key. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return false;
  return link.pathname !== window.location.pathname || link.search !== window.location.search;
}

/**
 * An invitation to the newsletter, a short delay after a page has arrived. It is a non-modal card: it never takes
 * focus, and it never opens while the visitor is on the way to another page (a link was followed or history moved;
 * each new page starts the delay again). Closing it in any way (the close button, "no thanks", Escape, or following
 * the signup link) is remembered so it does not come back. Nothing renders on the server (the decision needs the
 * visitor's storage), and the card's code loads only when it is about to show.
 */
export function NewsletterPopup({
  title,
  text,
  signupLink,
  delayMs = NEWSLETTER_DEFAULT_DELAY_MS,
  storageKey = NEWSLETTER_DEFAULT_STORAGE_KEY,
  currentHref,
}: NewsletterPopupModel & {
  /** The page shown: a new page restarts the delay. */
  currentHref?: string;
}) {
  const [open, setOpen] = useState(false);

  // Each page (currentHref) starts the delay again.
  useEffect(() => {
    if (open || readDismissed(storageKey)) return;
    let leaving = false;
    const onLeave = (event: MouseEvent) => {
      if (leavesPage(event)) leaving = true;
    };
    const onHistory = () => {
      leaving = true;
    };
    document.addEventListener('click', onLeave);
    window.addEventListener('popstate', onHistory);
    const timer = window.setTimeout(() => {
      if (!leaving) setOpen(true);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onLeave);
      window.removeEventListener('popstate', onHistory);
    };
  }, [delayMs, storageKey, currentHref, open]);

  if (!open) return null;

  const close = () => {
    writeDismissed(storageKey);
    setOpen(false);
  };

  return (
    <Suspense fallback={null}>
      <NewsletterCard
        title={title}
        text={text}
        signupLink={signupLink}
        onClose={close}
        onSignup={() => writeDismissed(storageKey)}
      />
    </Suspense>
  );
}
