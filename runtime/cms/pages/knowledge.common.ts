import type { ImageModel } from '../../../design-system/primitives/ResponsiveImage';

/** An image's absolute URL for JSON-LD (embedded images are root-relative). */
export function absoluteImage(image: ImageModel | null | undefined, pageUrl: string): string[] {
  return image ? [new URL(image.src, pageUrl).toString()] : [];
}

/** The site's Organization node (siteStructuredData gives it this id) as a reference. */
export function organizationRef(pageUrl: string): { '@id': string } {
  return { '@id': `${new URL('/', pageUrl).toString()}#organization` };
}
