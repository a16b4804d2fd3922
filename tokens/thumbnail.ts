import { breakpoints } from './breakpoints';

/**
 * The width of a compact list row's thumbnail (search results, podcast episodes, ticket types): base.ts's
 * size.thumbnail from md, two thirds of it on narrow screens (thumbnail.test.ts keeps the two files the same). Apart
 * from base.ts so the row's code can tell the browser the image's width (`sizes`) without the whole token set.
 */
const WIDE_REM = 11.25;

export const thumbnailWidth = { narrow: `${(WIDE_REM * 2) / 3}rem`, wide: `${WIDE_REM}rem` } as const;

/** The share of the wide thumbnail that the narrow one is (CompactRow's columns on narrow screens). */
export const NARROW_THUMBNAIL_SHARE = '2 / 3';

/** The `sizes` attribute of a thumbnail's srcset. */
export const THUMBNAIL_SIZES = `(min-width: ${breakpoints.md}px) ${thumbnailWidth.wide}, ${thumbnailWidth.narrow}`;
