import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import {
  caption as captionClass,
  detailFigure,
  detailFrame,
  detailImage,
  detailLabel,
  focusX,
  focusY,
  layout,
  media,
  text,
  zoom as zoomVar,
} from './ImageDetail.css';

/** A close-up of one part of the image: where to look (percent from the left and top) and how close. */
export interface ImageDetailCrop {
  /** 0–100, percent of the image width. */
  x: number;
  /** 0–100, percent of the image height. */
  y: number;
  /** Magnification, 1.5–6. */
  zoom: number;
  /** What the close-up shows, for assistive technology. */
  alt: string;
}

export interface ImageDetailModel {
  heading?: string;
  body: RichTextValue;
  image: ImageModel | null;
  /** The close-up beside the image; without it only the image shows. */
  detail?: ImageDetailCrop;
  caption?: string;
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** An image with a close-up of one of its details, and text beside them (h2). */
export function ImageDetail({ heading, body, image, detail, caption }: ImageDetailModel) {
  const t = useText();
  if (!image && !heading && body.length === 0) return null;
  return (
    <Container>
      <Box as="section" paddingBlock="xl">
        <div className={layout}>
          <figure className={media}>
            <ResponsiveImage image={image} sizes="(min-width: 1024px) 40vw, (min-width: 640px) 66vw, 100vw" />
            {image && detail ? (
              <div className={detailFigure}>
                <div
                  className={detailFrame}
                  style={assignInlineVars({
                    [focusX]: `${clamp(detail.x, 0, 100)}%`,
                    [focusY]: `${clamp(detail.y, 0, 100)}%`,
                    [zoomVar]: String(clamp(detail.zoom, 1.5, 6)),
                  })}
                >
                  <ResponsiveImage
                    image={{ ...image, alt: detail.alt, objectPosition: undefined }}
                    sizes="(min-width: 1024px) 40vw, 100vw"
                    className={detailImage}
                  />
                </div>
                <span className={detailLabel} aria-hidden="true">
                  {t('blockImageDetail')}
                </span>
              </div>
            ) : null}
            {caption ? <figcaption className={captionClass}>{caption}</figcaption> : null}
          </figure>
          <div className={text}>
            {heading ? <Heading level={2}>{heading}</Heading> : null}
            {body.length > 0 ? <RichText value={body} /> : null}
          </div>
        </div>
      </Box>
    </Container>
  );
}
