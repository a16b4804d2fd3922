/**
 * Every published page of a site in every locale, with its translations, for sitemap.xml.
 * Params: site, slugTypes (the site's enabled page types).
 */
export const SITEMAP_QUERY = /* groq */ `*[
  (_type == "frontPage" || _type in $slugTypes) && site == $site && defined(locale)
] | order(_type asc, locale asc, slug.current asc) {
  _type,
  locale,
  "slug": slug.current,
  _updatedAt,
  "noindex": seo.indexingOptions == "noindex",
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[].value->{
    _type, locale, "slug": slug.current, "noindex": seo.indexingOptions == "noindex"
  }
}`;
