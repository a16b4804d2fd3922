import type { PodcastTeaserModel } from '@design-system/blocks/PodcastTeaser';
import type { RelatedContentGroupModel } from '@design-system/blocks/RelatedContent';
import type { TeaserListModel } from '@design-system/blocks/TeaserGrid';
import { translate } from '@design-system/i18n/dictionary';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import type { CmsLink } from '@runtime/cms/content/common.schema';
import type { CmsRelatedGroup } from '@runtime/cms/modules/teaserLists.schema';
import { typeLabel } from '@runtime/cms/pages/pageTypes';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { type CmsDocumentTeaser, documentHref, mapDocumentTeaser } from '../teasers/documentTeaser.mapper';
import { type ModuleMappers, text } from './defineModule';

/**
 * The modules that show other pages as teasers. Which pages, in which order and how many is decided in the page
 * query (queries/teaserLists.fragment.ts: the spec's limits and orders, same site and locale, the site's enabled
 * content types); here each page becomes a teaser, a page that cannot be linked is left out, and a module with
 * nothing left to show gives null (dropped with a warning by mapModules).
 */

/** Pages to teasers; one without a title or an address is left out. */
function linkedTeasers(docs: CmsDocumentTeaser[], ctx: MapContext): TeaserModel[] {
  return docs
    .map((doc) => mapDocumentTeaser(doc, ctx))
    .filter((teaser): teaser is TeaserModel => teaser !== null && teaser.link !== null);
}

/** A heading, an overview link and the teasers; null without a teaser. */
function teaserList(
  module: { title?: string | null; link?: CmsLink | null; items: CmsDocumentTeaser[] },
  ctx: MapContext,
): TeaserListModel | null {
  const items = linkedTeasers(module.items, ctx);
  if (items.length === 0) return null;
  return { title: text(module.title), link: mapLink(module.link, ctx), items };
}

/** A podcast episode or show to the podcast teaser; null for anything else, or without a title or address. */
export function mapPodcastTeaser(
  doc: CmsDocumentTeaser | null | undefined,
  ctx: MapContext,
): PodcastTeaserModel | null {
  if (!doc) return null;
  const title = text(doc.title);
  const href = documentHref(doc, ctx);
  if (!title || !href) return null;
  const shared = {
    title,
    link: { label: title, href, kind: doc.site && doc.site !== ctx.site ? 'crossSite' : 'internal' } as const,
    image: mapImage(doc.image, ctx.locale, ctx.images),
    typeLabel: typeLabel(doc._type, ctx.site, ctx.locale),
    description: text(doc.description),
    publishedAt: text(doc.publishedAt),
  };
  switch (doc._type) {
    case 'podcastEpisodePage':
      return {
        kind: 'episode',
        ...shared,
        seasonName: text(doc.seasonName),
        episodeNumber: doc.episodeNumber ?? undefined,
        durationMs: doc.duration ?? undefined,
      };
    case 'podcastShowPage':
      return { kind: 'show', ...shared, seasonCount: doc.seasonCount ?? undefined };
    default:
      return null;
  }
}

/**
 * One related-content tab. Its label is the editor's; without one, a tag group is named by its tag and a content
 * type group by the type's label ("Udstilling", "Podcast"), and a manual group by the block's default heading.
 */
function mapRelatedGroup(group: CmsRelatedGroup, index: number, ctx: MapContext): RelatedContentGroupModel | null {
  if (!group.type) return null;
  const items = linkedTeasers(group.items, ctx);
  if (items.length === 0) return null;
  const fallback =
    group.type === 'tag'
      ? text(group.tag)
      : group.type === 'contentType' && group.contentType
        ? typeLabel(group.contentType, ctx.site, ctx.locale)
        : translate(ctx.locale, 'listRelatedContentHeading');
  const label = text(group.label) ?? fallback;
  if (!label) return null;
  return { key: text(group._key) ?? `group-${index}`, label, items };
}

type TeaserListModuleType =
  | 'featuredExhibitions'
  | 'featuredProjects'
  | 'featuredCollections'
  | 'exhibitionList'
  | 'projectList'
  | 'serviceList'
  | 'collectionList'
  | 'podcastTeaser'
  | 'randomRelatedContent'
  | 'relatedContent';

export const teaserListMappers: ModuleMappers<TeaserListModuleType> = {
  featuredExhibitions: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'featuredExhibitions', _key: module._key, ...model } : null;
  },
  featuredProjects: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'featuredProjects', _key: module._key, ...model } : null;
  },
  featuredCollections: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'featuredCollections', _key: module._key, ...model } : null;
  },
  exhibitionList: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'exhibitionList', _key: module._key, ...model } : null;
  },
  projectList: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'projectList', _key: module._key, ...model } : null;
  },
  serviceList: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'serviceList', _key: module._key, ...model } : null;
  },
  collectionList: (module, ctx) => {
    const model = teaserList(module, ctx);
    return model ? { _type: 'collectionList', _key: module._key, ...model } : null;
  },

  podcastTeaser: (module, ctx) => {
    const model = mapPodcastTeaser(module.reference, ctx);
    return model ? { _type: 'podcastTeaser', _key: module._key, ...model } : null;
  },

  /** Spec: "Random related content: 10 items, newest updated first, same locale and site." */
  randomRelatedContent: (module, ctx) => {
    const items = linkedTeasers(module.items, ctx);
    if (items.length === 0) return null;
    return { _type: 'randomRelatedContent', _key: module._key, title: text(module.title), items };
  },

  /** "related content (tab groups of manual, tag or contentType)": a group without pages is left out. */
  relatedContent: (module, ctx) => {
    const groups = module.groups
      .map((group, index) => mapRelatedGroup(group, index, ctx))
      .filter((group): group is RelatedContentGroupModel => group !== null);
    if (groups.length === 0) return null;
    return { _type: 'relatedContent', _key: module._key, title: text(module.title), groups };
  },
};
