import type { LinkModel } from '../Link';
import type { ImageModel } from '../ResponsiveImage';
import type { TagModel } from '../Tag';

/*
 * A teaser's model and the test whether it can be shown, apart from the card's code: interactive code that decides
 * what to show (tabs of teasers) imports these without the card, whose code can then stay out of a first load
 * (primitives/StaticIsland/staticPart.tsx).
 */

/** A day, or a period of days, as calendar dates `yyyy-MM-dd` (or ISO instants) in Copenhagen time. */
export interface TeaserDate {
  from: string;
  /** The last day of a period; left out (or equal to from) for a single day. */
  to?: string;
}

/**
 * One teaser in a list (an exhibition, event, project, podcast episode, article…), as the runtime
 * maps it: every text is ready to show except dates and times, which the teaser formats.
 */
export interface TeaserModel {
  /** Stable key within its list (the document id). */
  key: string;
  title: string;
  /** The title links here; null when the mapper could not build an address. */
  link: LinkModel | null;
  image?: ImageModel | null;
  /** The content type's label, computed by the runtime ("Udstilling", "Begivenhed", "Podcast"). */
  typeLabel?: string;
  /** A short line before the title, e.g. a podcast's "Sæson 2 · Episode 4". */
  prefix?: string;
  /** The day or period; shown as a long date ("5. marts 2026") or a short range ("5. mar. - 12. apr."). */
  date?: TeaserDate;
  /** Wall-clock times `HH:mm` in Copenhagen, shown "10.00 - 16.00". */
  time?: { from: string; to: string };
  /** Free text about when, e.g. "Hver lørdag og søndag i juli". */
  dateText?: string;
  description?: string;
  /** Labels only: in a teaser the title is the one link, so tags never link. */
  tags?: TagModel[];
  /** A cancelled event says so next to its date. */
  cancelled?: boolean;
}

/** Whether a teaser can be shown: it needs a title. */
export function isShowableTeaser(teaser: TeaserModel | null | undefined): teaser is TeaserModel {
  return Boolean(teaser && typeof teaser.title === 'string' && teaser.title.trim());
}
