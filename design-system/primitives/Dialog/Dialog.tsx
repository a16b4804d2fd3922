'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { CloseButton } from '../CloseButton';
import { Heading, type HeadingLevel } from '../Heading';
import { body, dialog, header, wide as wideClass } from './Dialog.css';

/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native dialog element: showModal() makes the page
 * behind it inert, traps focus, closes on Escape; focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  titleLevel = 2,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleLevel?: HeadingLevel;
  /** As wide as the page container instead of the reading measure (for images). */
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  /** The dialog was closed here (or by its owner): the browser's close event that follows tells nobody again. */
  const closedHere = useRef(false);
  const titleId = useId();
  const t = useText();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      closedHere.current = true;
      element.close();
    }
  }, [open]);

  /** Closes now and tells the owner now, not when the browser's close event comes a task later. */
  const closeNow = () => {
    closedHere.current = true;
    ref.current?.close();
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  return (
    <dialog
      ref={ref}
      className={wide ? `${dialog} ${wideClass}` : dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // The close event is queued: by the time it arrives the visitor may have opened the dialog again
        // (Escape, then Enter on the opener at once), and a stale event must not close it. A close done here, or
        // by the owner, was told already: onClose is called once per closing.
        if (closedHere.current) {
          closedHere.current = false;
          return;
        }
        if (!ref.current?.open) closeNow();
      }}
      onCancel={(event) => {
        event.preventDefault();
        closeNow();
      }}
    >
      <div className={header}>
        <Heading level={titleLevel} size="small" id={titleId}>
          {title}
        </Heading>
        <CloseButton label={t('close')} onClick={closeNow} />
      </div>
      <div className={body}>{children}</div>
    </dialog>
  );
}
