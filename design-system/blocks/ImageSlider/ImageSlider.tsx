import { useText } from '@design-system/i18n/LocaleContext';
import { Carousel, type CarouselSlide } from '@design-system/primitives/Carousel';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Text } from '@design-system/primitives/Text';
import { section } from './ImageSlider.css';

/** An image slider module: an optional kicker and heading (h2) over the Carousel primitive. */
export interface ImageSliderModel {
  title?: string;
  /** A small kicker above the title, e.g. "Fra udstillingen". */
  prefix?: string;
  disableLightbox: boolean;
  slides: CarouselSlide[];
}

/** A titled Carousel; the title also names the carousel for assistive technology. Nothing without a slide. */
export function ImageSlider({ title, prefix, disableLightbox, slides }: ImageSliderModel) {
  const t = useText();
  if (slides.length === 0) return null;
  return (
    <Container>
      <div className={section}>
        {prefix ? (
          <Text size="sm" tone="muted" weight="bold">
            {prefix}
          </Text>
        ) : null}
        {title ? <Heading level={2}>{title}</Heading> : null}
        <Carousel label={title || prefix || t('carousel')} slides={slides} disableLightbox={disableLightbox} />
      </div>
    </Container>
  );
}
