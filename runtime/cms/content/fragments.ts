import { calendarModuleProjections } from '../calendar/calendar.fragment';
import { teaserListModuleProjections } from '../modules/teaserLists.fragment';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { IMAGE } from './image.fragment';

export { IMAGE };

/**
 * GROQ projections shared by the queries. Every query is a plain string run unchanged by live Sanity
 * and by groq-js over the embedded dataset.
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

/** A billboard's own fields (billboardSingle, and each item of billboardDouble). */
const BILLBOARD = /* groq */ `{
  _key,
  title,
  description,
  label,
  "image": image${IMAGE},
  "link": link${LINK},
  "theme": theme${THEME}
}`;

/** The document a billboardWithReference points to: a knowledge article, a podcast episode or show. */
const BILLBOARD_REFERENCE = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  site,
  locale,
  "description": coalesce(teaser, excerpt, description),
  "image": image${IMAGE},
  publishedAt,
  duration,
  seasonName,
  episodeNumber,
  "seasonCount": coalesce(seasonCount, count(seasons)),
  "showTitle": show->title,
  "showDocument": show->{ _id }
}`;

/** Text that is either one string or one per locale (a localeString object). */
const localized = (field: string) => `select(${field}._type == "localeString" => ${field}[$locale], ${field})`;

/** A contact person document (the spec: name, title, phone, email, excerpt or bio, image). */
const CONTACT_PERSON = /* groq */ `{
  _id,
  name,
  "title": ${localized('title')},
  phone,
  email,
  "excerpt": ${localized('excerpt')},
  "bio": bio${PORTABLE_TEXT},
  "image": image${IMAGE}
}`;

/**
 * Modules of a page, each projected by its type; unknown types keep only _type and _key.
 * References are resolved with `->`, files to their asset's url, size and extension.
 */
export const MODULES = /* groq */ `[]{
  _key,
  _type,
  _type == "textSection" => { heading, "body": body${PORTABLE_TEXT} },
  _type == "imageModule" => { caption, layout, "image": image${IMAGE} },
  _type == "accordion" => { title, "items": items[]{ _key, title, "content": content${PORTABLE_TEXT} } },
  _type == "billboardSingle" => ${BILLBOARD},
  _type == "billboardDouble" => { title, "items": items[]${BILLBOARD} },
  _type == "billboardWithReference" => { "reference": reference->${BILLBOARD_REFERENCE} },
  _type == "textRibbon" => { text, "link": link${LINK} },
  _type == "imageDetail" => {
    heading,
    "body": body${PORTABLE_TEXT},
    caption,
    "image": image${IMAGE},
    "detail": detail{ x, y, zoom, "alt": alt[$locale] }
  },
  _type == "imageSlider" => {
    title,
    prefix,
    disableLightbox,
    "images": images[]{ _key, caption, "image": image${IMAGE} }
  },
  _type == "styledTextAndVisual" => {
    heading,
    subheading,
    description,
    label,
    isReversed,
    "link": link${LINK},
    "image": image${IMAGE}
  },
  _type == "statement" => { personName, title, quote },
  _type == "iframeEmbed" => { url, title, width, height },
  _type == "embed" => { code },
  _type == "contact" => { title, "people": people[]->${CONTACT_PERSON} },
  _type == "newsletter" => {
    title,
    "content": content${PORTABLE_TEXT},
    "list": list{ account, region, listId, userId },
    "links": linkList[]${LINK},
    "terms": terms${PORTABLE_TEXT}
  },
  _type == "callToAction" => {
    title,
    "items": items[]{
      _key,
      _type,
      _type == "fileItem" => {
        title,
        "url": file.asset->url,
        "size": file.asset->size,
        "extension": file.asset->extension
      },
      _type == "link" => ${LINK}
    }
  },
  _type == "video" => {
    playbackId,
    type,
    caption,
    range,
    transcript,
    duration,
    "poster": poster${IMAGE},
    layout,
    label,
    title,
    description
  },
  _type == "infoList" => { title, "items": items[]{ _key, label, value } },
  ${calendarModuleProjections({ IMAGE, LINK, PORTABLE_TEXT })},
  ${teaserListModuleProjections({ LINK, DOCUMENT_TEASER })}
}`;

/** The other language versions of a document (document-internationalization metadata). */
export const TRANSLATIONS = /* groq */ `*[_type == "translation.metadata" && references(^._id)][0].translations[].value->{
  _id,
  title,
  "slug": slug.current,
  locale,
  _type
}`;
