/**
 * GROQ projections shared by the queries. Every query is a plain string run unchanged by live Sanity
 * and by groq-js over the embedded dataset.
 */

/** An image field: the asset's URL facts, the alt text in the page's locale, hotspot and crop. */
export const IMAGE = /* groq */ `{
  "assetId": asset._ref,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "alt": alt[$locale],
  hotspot{x, y, width, height},
  crop{top, bottom, left, right}
}`;

/** A link: its own title, else the referenced document's title; where the target lives. */
export const LINK = /* groq */ `{
  _key,
  type,
  "title": coalesce(title, reference->title),
  href,
  "targetType": reference->_type,
  "slug": reference->slug.current,
  "site": reference->site,
  "locale": reference->locale
}`;

/** Portable Text with link annotations resolved to where they point. */
export const PORTABLE_TEXT = /* groq */ `[]{
  ...,
  markDefs[]{
    ...,
    _type == "link" => ${LINK}
  }
}`;

export const SEO = /* groq */ `{
  title,
  description,
  ogDescription,
  injectedH1,
  indexingOptions,
  structuredData,
  "image": image${IMAGE}
}`;

export const THEME = /* groq */ `{ primaryBackground, primaryForeground, impactBackground, impactForeground }`;

/** Modules of a page, each projected by its type; unknown types keep only _type and _key. */
export const MODULES = /* groq */ `[]{
  _key,
  _type,
  _type == "textSection" => { heading, "body": body${PORTABLE_TEXT} },
  _type == "imageModule" => { caption, layout, "image": image${IMAGE} }
}`;

/** The other language versions of a document (document-internationalization metadata). */
export const TRANSLATIONS = /* groq */ `*[_type == "translation.metadata" && references(^._id)][0].translations[].value->{
  title,
  "slug": slug.current,
  locale,
  _type
}`;
