import type { HeadingLevel } from '@design-system/primitives/Heading';

/**
 * Spec: "Podcast heading is h2 when the title is under 30 characters, otherwise h3." For a podcast
 * title that heads a teaser, a list or a section (never a page's h1). Characters, not UTF-16 units.
 */
export function podcastHeadingLevel(title: string): HeadingLevel {
  return [...title.trim()].length < 30 ? 2 : 3;
}
