import type { ImageModel } from '@design-system/primitives/ResponsiveImage';

/** An image's absolute URL for JSON-LD (embedded images are root-relative). */
export function absoluteImage(image: ImageModel | null | undefined, pageUrl: string): string[] {
  return image ? [new URL(image.src, pageUrl).toString()] : [];
}
