import { IMAGE } from './fragments';

/**
 * A referenced or listed page as a teaser: where it lives (type, slug, site, locale), its title, a
 * short text and an image, and the podcast facts an episode teaser shows. The text and image are
 * read from the fields the knowledge, education, podcast and exhibition types use.
 */
export const DOCUMENT_TEASER = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  site,
  locale,
  "description": coalesce(teaser, intro, hero.intro, subtitle),
  "image": select(
    defined(image.asset) => image${IMAGE},
    defined(hero.image.asset) => hero.image${IMAGE},
    defined(titleImage.asset) => titleImage${IMAGE}
  ),
  publishedAt,
  "duration": duration,
  seasonName,
  episodeNumber,
  playbackUrl,
  "showTitle": show->title,
  "seasonCount": count(seasons),
  "tags": educationTags
}`;

/** A page's place in a trail: enough to link to it. */
export const TRAIL_ITEM = /* groq */ `{ _id, _type, title, "slug": slug.current, site, locale }`;
