import { IMAGE } from './image.fragment';

export { IMAGE };

/**
 * GROQ projections shared by the queries (each module type's own is in its definition, runtime/cms/modules). Every
 * query is a plain string run unchanged by live Sanity and by groq-js over the embedded dataset.
 */

/**
 * A link: its own title, else the referenced document's title; where the target lives. `_id` is the target's
 * (the page shows its title and slug, so the target names the response: runtime/cache/surrogateKeys.ts).
 */
export const LINK = /* groq */ `{
  _key,
  "_id": reference->_id,
  type,
  "title": coalesce(title, reference->title),
  href,
  "targetType": reference->_type,
  "slug": reference->slug.current,
  "site": reference->site,
  "locale": reference->locale
}`;

/**
 * Portable Text with link annotations resolved to where they point, and an image block's asset
 * facts and alt text in the page's locale merged into it (its caption comes with `...`).
 */
export const PORTABLE_TEXT = /* groq */ `[]{
  ...,
  markDefs[]{
    ...,
    _type == "link" => ${LINK}
  },
  _type == "image" => ${IMAGE}
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

/** The other language versions of a document (document-internationalization metadata). */
export const TRANSLATIONS = /* groq */ `*[_type == "translation.metadata" && references(^._id)][0].translations[].value->{
  _id,
  title,
  "slug": slug.current,
  locale,
  _type
}`;
