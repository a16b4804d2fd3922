import { IMAGE, LINK, PORTABLE_TEXT, SEO, THEME, TRANSLATIONS } from '../content/fragments';
import { MODULES } from '../modules';
import { TEASER_TEXT } from '../teasers/documentTeaser.fragment';
import { typeProjections } from './index';
import { FRONT_PAGE_FILTER, NOT_FOUND_PAGE_FILTER, REDIRECT_FILTER, slugPageFilter } from './pageFilters';

/**
 * Fields common to every page type, then the type-specific projections. `heroImage` is the page's title or hero image,
 * whichever field its type uses: og:image when seo has no image. `teaserText`: the meta description when seo has none.
 */
const PAGE_PROJECTION = /* groq */ `{
  _id,
  _type,
  _createdAt,
  _updatedAt,
  title,
  "slug": slug.current,
  locale,
  site,
  "seo": seo${SEO},
  "teaserText": ${TEASER_TEXT},
  "heroImage": coalesce(titleImage, heroData.fallbackImage, hero.image, hero.items[0].image, image)${IMAGE},
  "theme": theme${THEME},
  navigationColor,
  "translations": ${TRANSLATIONS},
  ${typeProjections()},
  "modules": modules${MODULES}
}`;

/**
 * One round trip per page view: the page at the path (front page for an empty slug, else by slug),
 * a redirect from the same path, and, only when neither exists, the site's 404 page.
 * Params: slug, path, site, locale, today, tomorrow, and slugTypes (the page types enabled on the site).
 * The page is chosen first and projected once, so the long page projection is in the query text once.
 */
export const PAGE_QUERY = /* groq */ `{
  "page": (select(
    $slug == "" => *[${FRONT_PAGE_FILTER}][0],
    *[${slugPageFilter()}][0]
  ))${PAGE_PROJECTION},
  "redirect": *[${REDIRECT_FILTER}][0]{ statusCode, "to": to${LINK} }
}{
  ...,
  "notFound": select(
    !defined(page) => *[${NOT_FOUND_PAGE_FILTER}][0]{
      _id, _type, title, text, "body": body${PORTABLE_TEXT}
    }
  )
}`;

/** The site's 404 page alone (for /{locale}/404). Params: site, locale, today, tomorrow. */
export const NOT_FOUND_QUERY = /* groq */ `*[${NOT_FOUND_PAGE_FILTER}][0]{
  _id, _type, title, text, "body": body${PORTABLE_TEXT}
}`;
