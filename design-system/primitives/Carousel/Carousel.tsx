'use client';

import { useId, useState } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Button, chevron } from '../Button';
import { Lightbox, type LightboxImage } from '../Lightbox';
import { ResponsiveImage } from '../ResponsiveImage';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden';
import {
  caption as captionClass,
  carousel,
  controls,
  counter,
  imageButton,
  slide as slideClass,
  track,
  viewport,
} from './Carousel.css';

export type CarouselSlide = LightboxImage;

/**
 * An image slider (WAI-ARIA carousel): previous and next buttons, a visible "2 / 5" and a polite
 * live region that speaks "Image 2 of 5" only after the visitor moves (never on load, and there is
 * no auto-rotation). Slides out of view are inert. Pressing an image opens it large in the
 * Lightbox unless `disableLightbox`.
 */
export function Carousel({
  label,
  slides,
  disableLightbox = false,
}: {
  /** Names the carousel, e.g. "Billeder fra udstillingen". */
  label: string;
  slides: CarouselSlide[];
  disableLightbox?: boolean;
}) {
  const t = useText();
  const trackId = useId();
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const count = slides.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const move = (step: number) => {
    setAnnounce(true);
    setIndex((current + step + count) % count);
  };

  return (
    <section className={carousel} aria-roledescription={t('carousel')} aria-label={label}>
      <div className={viewport}>
        <div id={trackId} className={track} style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((entry, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group with a role description
            <figure
              key={entry.image.src}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={fillText(t('slideOfTotal'), { current: position + 1, total: count })}
              className={slideClass}
              inert={position !== current}
            >
              {disableLightbox ? (
                <ResponsiveImage image={entry.image} />
              ) : (
                <button type="button" className={imageButton} onClick={() => setLightboxIndex(position)}>
                  <ResponsiveImage image={entry.image} />
                  <VisuallyHidden>{t('openImageLarge')}</VisuallyHidden>
                </button>
              )}
              {entry.caption ? <figcaption className={captionClass}>{entry.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={controls}>
          <Button variant="secondary" aria-label={t('previousSlide')} aria-controls={trackId} onClick={() => move(-1)}>
            <span className={chevron.previous} aria-hidden="true" />
          </Button>
          <span className={counter} aria-hidden="true">
            {current + 1} / {count}
          </span>
          <Button variant="secondary" aria-label={t('nextSlide')} aria-controls={trackId} onClick={() => move(1)}>
            <span className={chevron.next} aria-hidden="true" />
          </Button>
          <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
            {announce ? fillText(t('slideStatus'), { current: current + 1, total: count }) : ''}
          </p>
        </div>
      ) : null}
      {disableLightbox ? null : (
        <Lightbox
          images={slides}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
        />
      )}
    </section>
  );
}
