import { createImageUrlBuilder } from '@sanity/image-url';
import { translate } from '@design-system/i18n/dictionary';
import type { ImageModel } from '@design-system/primitives/ResponsiveImage';
import type { CmsImage } from './common.schema';

/** Builds image URLs for a width; one per content source (Sanity's CDN, or the embedded media route). */
export interface ImageUrls {
  url(image: CmsImage, width: number): string;
}

/** Widths offered in every srcset, capped at the original's width. */
export const SRCSET_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

/** The widths an image is offered in (its srcset), the widest of them, and the width of its `src`. */
export interface ImageSizing {
  widths: readonly number[];
  widest: number;
  display: number;
}

const FULL_SIZING: ImageSizing = { widths: SRCSET_WIDTHS, widest: 2000, display: 1200 };

/**
 * A thumbnail's sizing: a compact list row shows its image 120 to 180 px wide (design-system CompactRow), so up to
 * 360 px covers a screen of twice the density; no 2,000 px file for a thumbnail.
 */
export const THUMBNAIL_SIZING: ImageSizing = { widths: [160, 240, 360], widest: 480, display: 360 };

const EMBEDDED_BASE = 'https://embedded-media.invalid';
const MAX_KNOWN_URLS = 20_000;

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
  // The same image at the same width gives the same URL: every page asks for the site's few images again and again,
  // and building one through @sanity/image-url was a tenth of an uncached render. Bounded; forgetting is safe.
  const known = new Map<string, string>();
  return {
    url(image, width) {
      const key = `${image.assetId}|${width}|${JSON.stringify(image.crop ?? null)}|${JSON.stringify(image.hotspot ?? null)}`;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const source = {
        asset: { _ref: image.assetId ?? '' },
        ...(image.crop ? { crop: image.crop } : {}),
        ...(image.hotspot ? { hotspot: image.hotspot } : {}),
      };
      const built = builder.image(source).width(width).fit('max').auto('format').url();
      const url = options.embedded ? built.slice(EMBEDDED_BASE.length) : built;
      if (known.size >= MAX_KNOWN_URLS) known.clear();
      known.set(key, url);
      return url;
    },
  };
}

/**
 * The rectangle an image is served as: the crop, in pixels, rounded the way @sanity/image-url
 * rounds it (its `rect=` parameter), so the width and height we print match the file we get. No
 * crop, or a crop that leaves nothing: the whole image.
 */
export function croppedSize(image: Pick<CmsImage, 'width' | 'height' | 'crop'>): { width: number; height: number } {
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  const crop = image.crop;
  if (!crop) return { width, height };
  const left = Math.round(crop.left * width);
  const top = Math.round(crop.top * height);
  const cropped = {
    width: Math.round(width - crop.right * width - left),
    height: Math.round(height - crop.bottom * height - top),
  };
  return cropped.width > 0 && cropped.height > 0 && cropped.width <= width && cropped.height <= height
    ? cropped
    : { width, height };
}

/** The hotspot's centre as CSS object-position within the served (cropped) rectangle. */
function hotspotPosition(image: CmsImage): string | undefined {
  const hotspot = image.hotspot;
  if (!hotspot) return undefined;
  const crop = image.crop;
  const spanX = crop ? 1 - crop.left - crop.right : 1;
  const spanY = crop ? 1 - crop.top - crop.bottom : 1;
  const within = (point: number, start: number, span: number) =>
    span > 0 ? Math.min(1, Math.max(0, (point - start) / span)) : point;
  const x = within(hotspot.x, crop?.left ?? 0, spanX);
  const y = within(hotspot.y, crop?.top ?? 0, spanY);
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}

/**
 * An image field to the design system's ImageModel. An image without an asset becomes an empty
 * image (null) and logs a warning; a missing alt text falls back to a generic alt.
 * A cropped image is served as its crop rectangle, so widths, width and height are the crop's.
 */
export function mapImage(
  image: CmsImage | null | undefined,
  locale: string,
  urls: ImageUrls,
  sizing: ImageSizing = FULL_SIZING,
): ImageModel | null {
  if (!image) return null;
  if (!image.assetId || !image.width || !image.height) {
    console.warn('[content] Image without an asset rendered as an empty image');
    return null;
  }
  const served = croppedSize(image);
  const widths: number[] = sizing.widths.filter((w) => w < served.width);
  const unique = [...new Set([...widths, Math.min(served.width, sizing.widest)])];
  const display = Math.min(served.width, sizing.display);
  return {
    src: urls.url(image, display),
    srcSet: unique.map((w) => `${urls.url(image, w)} ${w}w`).join(', '),
    width: display,
    height: Math.round((served.height / served.width) * display),
    alt: image.alt?.trim() || translate(locale, 'imageGenericAlt'),
    lqip: image.lqip ?? undefined,
    objectPosition: hotspotPosition(image),
  };
}
