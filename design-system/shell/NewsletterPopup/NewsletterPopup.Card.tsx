'use client';

import { type KeyboardEvent, useId, useRef } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { Button } from '@design-system/primitives/Button';
import { button } from '@design-system/primitives/Button/Button.css';
import { CloseButton } from '@design-system/primitives/CloseButton';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { MAIN_CONTENT_ID } from '../SkipLink';
import type { NewsletterPopupModel } from './NewsletterPopup';
import { card, content, header, text } from './NewsletterPopup.css';

/**
 * The invitation as a non-modal card in the corner of the screen: it never takes focus, never blocks the page, and
 * the visitor reaches it with Tab when they want to (it sits after the page in the document). Escape inside it, the
 * close button and "no thanks" close it; focus inside goes on to the main area. Its code loads only when it is about
 * to show (most page views never show it).
 */
export function NewsletterCard({
  title,
  text: body,
  signupLink,
  onClose,
  onSignup,
}: Pick<NewsletterPopupModel, 'title' | 'text' | 'signupLink'> & { onClose: () => void; onSignup: () => void }) {
  const t = useText();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const closeNow = () => {
    const focusInside = ref.current?.contains(document.activeElement) ?? false;
    onClose();
    if (focusInside) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeNow();
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      className={card}
      data-newsletter-popup=""
      onKeyDown={onKeyDown}
    >
      <div className={header}>
        <Heading level={2} size="small" id={titleId}>
          {title}
        </Heading>
        <CloseButton label={t('close')} onClick={closeNow} />
      </div>
      <div className={content}>
        {body ? <p className={text}>{body}</p> : null}
        <Stack direction="horizontal" wrap align="center" gap="sm">
          <a
            href={signupLink.href}
            className={button.primary}
            hrefLang={signupLink.hrefLang}
            rel={signupLink.kind === 'external' ? 'noopener' : undefined}
            onClick={onSignup}
          >
            {signupLink.label}
            {signupLink.kind === 'external' ? <VisuallyHidden> ({t('externalSite')})</VisuallyHidden> : null}
          </a>
          <Button variant="secondary" onClick={closeNow}>
            {t('notNow')}
          </Button>
        </Stack>
      </div>
    </div>
  );
}
