import { createImageUrlBuilder } from '@sanity/image-url';
import { translate } from '../../../design-system/i18n/dictionary';
import type { ImageModel } from '../../../design-system/primitives/ResponsiveImage';
import type { CmsImage } from '../schemas/common.schema';

/** Builds image URLs for a width; one per content source (Sanity's CDN, or the embedded media route). */
export interface ImageUrls {
  url(image: CmsImage, width: number): string;
}

/** Widths offered in every srcset, capped at the original's width. */
export const SRCSET_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

const EMBEDDED_BASE = 'https://embedded-media.invalid';

/**
 * Image URLs through @sanity/image-url. For the embedded source the same URLs are made root-relative
 * (`/images/{project}/{dataset}/{file}?w=…`) and served by the runtime from fixtures/content/media.
 */
export function sanityImageUrls(options: { projectId: string; dataset: string; embedded: boolean }): ImageUrls {
  const builder = createImageUrlBuilder({
    projectId: options.projectId,
    dataset: options.dataset,
    ...(options.embedded ? { baseUrl: EMBEDDED_BASE } : {}),
  });
  return {
    url(image, width) {
      const source = {
        asset: { _ref: image.assetId ?? '' },
        ...(image.crop ? { crop: image.crop } : {}),
        ...(image.hotspot ? { hotspot: image.hotspot } : {}),
      };
      const url = builder.image(source).width(width).fit('max').auto('format').url();
      return options.embedded ? url.slice(EMBEDDED_BASE.length) : url;
    },
  };
}

/**
 * An image field to the design system's ImageModel. An image without an asset becomes an empty
 * image (null) and logs a warning (spec 5); a missing alt text falls back to a generic alt.
 */
export function mapImage(image: CmsImage | null | undefined, locale: string, urls: ImageUrls): ImageModel | null {
  if (!image) return null;
  if (!image.assetId || !image.width || !image.height) {
    console.warn('[content] Image without an asset rendered as an empty image');
    return null;
  }
  const original = image.width;
  const widths: number[] = SRCSET_WIDTHS.filter((w) => w < original);
  const unique = [...new Set([...widths, Math.min(original, 2000)])];
  const display = Math.min(image.width, 1200);
  return {
    src: urls.url(image, display),
    srcSet: unique.map((w) => `${urls.url(image, w)} ${w}w`).join(', '),
    width: display,
    height: Math.round((image.height / image.width) * display),
    alt: image.alt?.trim() || translate(locale, 'imageGenericAlt'),
    lqip: image.lqip ?? undefined,
    objectPosition: image.hotspot
      ? `${Math.round(image.hotspot.x * 100)}% ${Math.round(image.hotspot.y * 100)}%`
      : undefined,
  };
}
