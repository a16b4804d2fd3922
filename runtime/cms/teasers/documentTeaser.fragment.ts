import { IMAGE } from '../content/image.fragment';

/**
 * A page's own short text, from the fields the knowledge, education, podcast, exhibition, project, collection,
 * service, ticket and press types use: a teaser's text, and a page's meta description when its SEO fields have none.
 * The fields written for teasers first, then a page's description (a sentence), then its intro, and its subtitle (a
 * tagline) last.
 */
export const TEASER_TEXT = /* groq */ `coalesce(teaser, teaserDescription, excerpt, description, intro, hero.intro, subtitle)`;

/**
 * A referenced or listed page as a teaser: where it lives (type, slug, site, locale), its title, a
 * short text and an image, the period of an exhibition or project, and the podcast facts an episode
 * teaser shows. The text and image are read from the fields the knowledge, education, podcast,
 * exhibition, project, collection, service and press types use (a field that is not plain text, such
 * as an episode's rich-text description, is dropped by the schema).
 */
export const DOCUMENT_TEASER = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  site,
  locale,
  "description": ${TEASER_TEXT},
  "image": (select(
    defined(image.asset) => image,
    defined(hero.image.asset) => hero.image,
    defined(titleImage.asset) => titleImage
  ))${IMAGE},
  "publishedAt": coalesce(publishedAt, publishedDate),
  "period": period{ from, to },
  "duration": duration,
  seasonName,
  episodeNumber,
  playbackUrl,
  "showTitle": show->title,
  "showDocument": show->{ _id },
  "seasonCount": count(seasons),
  "tags": educationTags
}`;

/** A page's place in a trail: enough to link to it. */
export const TRAIL_ITEM = /* groq */ `{ _id, _type, title, "slug": slug.current, site, locale }`;
