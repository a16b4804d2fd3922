import { createHash } from 'node:crypto';
import type { MapContext } from '@runtime/cms/content/context';
import { sanityImageUrls } from '@runtime/cms/content/image.mapper';
import { mapPage, type PageView } from '@runtime/cms/pages/page.mapper';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '@runtime/cms/source/embedded-source';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';

/**
 * Builders for the few documents a mapper test puts in its own small dataset (independent of fixtures/content), and
 * the real page path over them: the one page query (groq-js) through `loadPage`, then `mapPage`.
 */

export type Locale = MapContext['locale'];

export const hosts = hostConfigFromEnv({ PORT: '3000' });
export const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });

/** A reference in an array (with its key). */
export const ref = (id: string, key = id) => ({ _type: 'reference', _ref: id, _key: key });

/** A slug field. */
export const slug = (current: string) => ({ _type: 'slug', current });

/** A page document of `type` with its id, site, locale and slug, and any other fields. */
export const pageDocument = (
  type: string,
  id: string,
  site: SiteId,
  locale: Locale,
  path: string,
  fields: Record<string, unknown> = {},
): StoredDocument => ({ _id: id, _type: type, site, locale, slug: slug(path), ...fields });

/** A paragraph of Portable Text; `marks` name link annotations given in `markDefs`. */
export const block = (text: string, key = 'b', markDefs: Record<string, unknown>[] = []) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: `${key}s`, text, marks: markDefs.map((def) => def._key) }],
});

/** The asset id Sanity would give a 1600 × 900 JPEG, with a hash made from `name`. */
export const imageAssetId = (name: string) => `image-${createHash('sha1').update(name).digest('hex')}-1600x900-jpg`;

/** The asset document of an image (what `asset->` resolves to: its URL and dimensions). */
export const imageAsset = (name: string): StoredDocument => {
  const id = imageAssetId(name);
  const file = id.replace(/^image-/, '').replace(/-jpg$/, '.jpg');
  return {
    _id: id,
    _type: 'sanity.imageAsset',
    url: `/images/embedded/stage/${file}`,
    metadata: { dimensions: { width: 1600, height: 900, aspectRatio: 1.78 } },
  };
};

/** An image field pointing at `imageAsset(name)`, with its alt text in Danish and English. */
export const image = (name: string, alt: { da: string; en?: string }) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: imageAssetId(name) },
  alt: { _type: 'localeString', ...alt },
});

/** The translation.metadata document that links the locales of one page (`ids` in any order). */
export const translations = (name: string, ids: Partial<Record<Locale, string>>): StoredDocument => ({
  _id: `translation.metadata-${name}`,
  _type: 'translation.metadata',
  translations: Object.entries(ids).map(([locale, id]) => ({
    _key: locale,
    _type: 'internationalizedArrayReferenceValue',
    value: { _type: 'reference', _ref: id },
  })),
});

/** The site's address in one locale (siteConfig). */
export const siteConfig = (
  site: SiteId,
  locale: Locale,
  fields: { name: string; street: string; zip: string; city: string } & Record<string, unknown>,
): StoredDocument => ({ _id: `siteConfig-${site}-${locale}`, _type: 'siteConfig', site, locale, ...fields });

/**
 * The page path over `documents`: `pageAt(site, path)` loads a page as a request would (on `today`, Copenhagen) and
 * maps it in the locale the path names; it throws when no page is there.
 */
export function inlinePages(documents: StoredDocument[], today = '2026-11-22') {
  const source = createEmbeddedSourceFromDocuments(documents);
  const depsOn = (day = today) => ({ source, hosts, clock: () => new Date(`${day}T10:00:00Z`) });
  const ctx = (site: SiteId, locale: Locale = 'da'): MapContext => ({ site, locale, hosts, images, today });
  async function pageAt(site: SiteId, path: string, day = today): Promise<PageView> {
    const outcome = await loadPage({ site, path }, depsOn(day));
    if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${path} (${outcome.kind})`);
    return mapPage(outcome.page, ctx(site, outcome.locale as Locale));
  }
  return { source, deps: depsOn(), depsOn, ctx, pageAt };
}

/** A page view's template props, checked to be of template `type`. */
export function propsOf<T extends PageView['template']['type']>(view: PageView, type: T) {
  if (view.template.type !== type) throw new Error(`expected ${type}, got ${view.template.type}`);
  return view.template.props as Extract<PageView['template'], { type: T }>['props'];
}
