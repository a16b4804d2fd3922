import { emptyImage, image as imageClass } from './ResponsiveImage.css';

/** An image as the design system receives it: URLs already built for each width. */
export interface ImageModel {
  src: string;
  /** `url 320w, url 640w, …` */
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  /** A tiny data-URL placeholder shown while the image loads. */
  lqip?: string;
  /** CSS object-position from the hotspot, e.g. `40% 30%`. */
  objectPosition?: string;
}

/**
 * A responsive image with explicit width and height (no layout shift). Lazy below the fold; a hero
 * passes `priority` for eager loading with high fetch priority. No image renders an empty box.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  priority = false,
  className,
}: {
  image: ImageModel | null | undefined;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) return <div className={emptyImage} role="presentation" />;
  return (
    <img
      className={className ? `${imageClass} ${className}` : imageClass}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      style={{
        objectPosition: image.objectPosition,
        backgroundImage: image.lqip ? `url("${image.lqip}")` : undefined,
      }}
    />
  );
}
