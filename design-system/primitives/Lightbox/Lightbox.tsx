'use client';

import { useEffect, useState } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Button, chevron } from '../Button';
import { Dialog } from '../Dialog';
import { type ImageModel, ResponsiveImage } from '../ResponsiveImage';
import { visuallyHidden } from '../VisuallyHidden';
import { caption as captionClass, controls, figure } from './Lightbox.css';

export interface LightboxImage {
  image: ImageModel;
  caption?: string;
}

/**
 * One image large, in the modal Dialog (focus trapped, Escape closes, focus returns to the opener).
 * Arrow Left and Right, and the previous and next buttons, move between the images; the new
 * position is announced politely. `index` null means closed.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useText();
  const [moved, setMoved] = useState(false);
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;

  const move = (step: number) => {
    setMoved(true);
    onIndexChange((current + step + count) % count);
  };

  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setMoved(true);
      onIndexChange((current + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, current, onIndexChange]);

  useEffect(() => {
    if (!open) setMoved(false);
  }, [open]);

  const entry = images[current];
  const position = fillText(t('slideStatus'), { current: current + 1, total: count });
  return (
    <Dialog open={open} onClose={onClose} title={count > 1 ? position : (entry?.image.alt ?? t('imageViewer'))} wide>
      {open && entry ? (
        <figure className={figure}>
          <ResponsiveImage image={entry.image} sizes="100vw" priority />
          {entry.caption ? <figcaption className={captionClass}>{entry.caption}</figcaption> : null}
        </figure>
      ) : null}
      {open && count > 1 ? (
        <div className={controls}>
          <Button variant="secondary" aria-label={t('previousSlide')} onClick={() => move(-1)}>
            <span className={chevron.previous} aria-hidden="true" />
          </Button>
          <Button variant="secondary" aria-label={t('nextSlide')} onClick={() => move(1)}>
            <span className={chevron.next} aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {open && count > 1 ? (
        <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
          {moved ? position : ''}
        </p>
      ) : null}
    </Dialog>
  );
}
