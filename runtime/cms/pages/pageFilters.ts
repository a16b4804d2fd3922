/**
 * The documents a path shows, as GROQ filters: the page query (./page.query.ts) and the Studio's Presentation tool
 * (runtime/presentation/mainDocuments.ts) both use them. Params: site, locale, slug, path, and the slug page types
 * (`$slugTypes` here; the Presentation tool passes only strings, so it writes the list into the filter).
 */
export const FRONT_PAGE_FILTER = /* groq */ `_type == "frontPage" && site == $site && locale == $locale`;
export const slugPageFilter = (slugTypes = '$slugTypes') =>
  /* groq */ `_type in ${slugTypes} && site == $site && locale == $locale && slug.current == $slug`;
export const REDIRECT_FILTER = /* groq */ `_type == "redirect" && site == $site && from == $path`;
export const NOT_FOUND_PAGE_FILTER = /* groq */ `_type == "notFoundPage" && site == $site && locale == $locale`;
