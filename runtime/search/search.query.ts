import { IMAGE } from '../cms/content/fragments';

/**
 * The documents a search found, filtered by locale and site (the spec: params relatedDocumentIds, site,
 * locale) and by the page types the site has; the relevance order is restored by the caller. The
 * description is the document's own short text for lists: its teaser text, intro, description or
 * subtitle, else its SEO description.
 */
export const SEARCH_RESULTS_QUERY = /* groq */ `*[
  _id in $relatedDocumentIds && locale == $locale && site == $site && _type in $types
]{
  _id,
  _type,
  title,
  "slug": slug.current,
  locale,
  site,
  "period": period{ from, to },
  "publishedDate": coalesce(publishedDate, publishedAt),
  seasonName,
  episodeNumber,
  "description": coalesce(teaser, teaserDescription, intro, hero.intro, description, subtitle, hero.subtitle, seo.description),
  "image": coalesce(hero.image, titleImage, image, seo.image)${IMAGE}
}`;
