import { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import type { PodcastTeaserModel } from '@design-system/blocks/PodcastTeaser';
import type { RelatedContentGroupModel } from '@design-system/blocks/RelatedContent';
import type { TeaserListModel } from '@design-system/blocks/TeaserGrid';
import { translate } from '@design-system/i18n/dictionary';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import { linkSchema, optionalString, tolerantList } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { LINK } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { text } from '../content/text';
import { typeLabel } from '../pages/pageTypes';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import {
  type CmsDocumentTeaser,
  documentHref,
  documentTeaserListSchema,
  documentTeaserSchema,
  mapDocumentTeaser,
} from '../teasers/documentTeaser.mapper';
import { defineModule } from './defineModule';
import {
  FEATURED_ITEMS,
  listItems,
  PODCAST_TYPES,
  picks,
  RANDOM_RELATED,
  RELATED_GROUP_ITEMS_QUERY,
} from './teaserLists.selection';

/**
 * The modules that show other pages as teasers. Which pages, in which order and how many is decided in the page
 * query (./teaserLists.selection.ts: the spec's limits and orders, same site and locale, the site's enabled content
 * types); here each page becomes a teaser, a page that cannot be linked is left out, and a module with nothing left
 * to show gives null (dropped with a warning by mapModules). Tolerant: a broken field becomes null, a broken teaser
 * (GROQ gives null for a missing reference) or a broken related-content group is left out alone.
 */

const tolerantText = optionalString.catch(null);

/** A heading, a link to the overview, and the teasers. */
const teaserListSchema = z.object({
  title: tolerantText,
  link: linkSchema.nullish().catch(null),
  items: documentTeaserListSchema,
});
type CmsTeaserList = z.infer<typeof teaserListSchema>;

/** One tab of a related-content module: the editor's picks, the pages with a tag, or the pages of a content type. */
const relatedGroupSchema = z.object({
  _key: tolerantText,
  type: z.enum(['manual', 'tag', 'contentType']).nullish().catch(null),
  label: tolerantText,
  tag: tolerantText,
  contentType: tolerantText,
  items: documentTeaserListSchema,
});
export type CmsRelatedGroup = z.infer<typeof relatedGroupSchema>;

const relatedGroupListSchema = tolerantList(relatedGroupSchema);

/** Pages to teasers; one without a title or an address is left out. */
function linkedTeasers(docs: CmsDocumentTeaser[], ctx: MapContext): TeaserModel[] {
  return docs
    .map((doc) => mapDocumentTeaser(doc, ctx))
    .filter((teaser): teaser is TeaserModel => teaser !== null && teaser.link !== null);
}

/** A heading, an overview link and the teasers; null without a teaser. */
function teaserList(module: CmsTeaserList, ctx: MapContext): TeaserListModel | null {
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

type TeaserListType =
  | 'featuredExhibitions'
  | 'featuredProjects'
  | 'featuredCollections'
  | 'exhibitionList'
  | 'projectList'
  | 'serviceList'
  | 'collectionList';

/**
 * A heading, an overview link and the teasers of the pages `selection` chooses. (A projection maps over an array
 * only in a traversal: hence `(…)[]{…}`.)
 */
const listProjection = (selection: string) => /* groq */ `{
    title,
    "link": link${LINK},
    "items": (${selection})[]${DOCUMENT_TEASER}
  }`;

/** A module that is a heading, an overview link and a list of teasers of the pages `selection` chooses. */
function teaserListModule<Type extends TeaserListType>(type: Type, selection: string) {
  return defineModule({
    type,
    projection: listProjection(selection),
    schema: teaserListSchema,
    map: (module, ctx) => {
      const model = teaserList(module, ctx);
      return model ? ({ _type: type, _key: module._key, ...model } as Extract<BlockModel, { _type: Type }>) : null;
    },
  });
}

export const featuredExhibitionsModule = teaserListModule(
  'featuredExhibitions',
  picks('exhibitions', ['exhibition'], FEATURED_ITEMS),
);
export const featuredProjectsModule = teaserListModule(
  'featuredProjects',
  picks('projects', ['project'], FEATURED_ITEMS),
);
export const featuredCollectionsModule = teaserListModule(
  'featuredCollections',
  picks('collections', ['collection'], FEATURED_ITEMS),
);
/** Exhibitions not yet ended (an open end never ends), soonest first. */
export const exhibitionListModule = teaserListModule(
  'exhibitionList',
  listItems('exhibitions', 'exhibition', 'period.from asc, title asc', '(!defined(period.to) || period.to >= $today)'),
);
export const projectListModule = teaserListModule(
  'projectList',
  listItems('projects', 'project', 'period.from desc, title asc'),
);
export const serviceListModule = teaserListModule('serviceList', listItems('services', 'service', 'title asc'));
export const collectionListModule = teaserListModule(
  'collectionList',
  listItems('collections', 'collection', 'title asc'),
);

export const podcastTeaserModule = defineModule({
  type: 'podcastTeaser',
  projection: /* groq */ `{
    "reference": (select(
      reference->_type in ${PODCAST_TYPES} && reference->_type in $slugTypes && defined(reference->slug.current) =>
        reference->
    ))${DOCUMENT_TEASER}
  }`,
  schema: z.object({ reference: documentTeaserSchema.nullish().catch(null) }),
  map: (module, ctx) => {
    const model = mapPodcastTeaser(module.reference, ctx);
    return model ? { _type: 'podcastTeaser', _key: module._key, ...model } : null;
  },
});

/** Spec: "Random related content: 10 items, newest updated first, same locale and site." */
export const randomRelatedContentModule = defineModule({
  type: 'randomRelatedContent',
  projection: listProjection(RANDOM_RELATED),
  schema: z.object({ title: tolerantText, items: documentTeaserListSchema }),
  map: (module, ctx) => {
    const items = linkedTeasers(module.items, ctx);
    if (items.length === 0) return null;
    return { _type: 'randomRelatedContent', _key: module._key, title: text(module.title), items };
  },
});

/** "related content (tab groups of manual, tag or contentType)": a group without pages is left out. */
export const relatedContentModule = defineModule({
  type: 'relatedContent',
  projection: /* groq */ `{
    title,
    "groups": groups[]{ _key, type, label, tag, contentType, "items": (${RELATED_GROUP_ITEMS_QUERY})[]${DOCUMENT_TEASER} }
  }`,
  schema: z.object({ title: tolerantText, groups: relatedGroupListSchema }),
  map: (module, ctx) => {
    const groups = module.groups
      .map((group, index) => mapRelatedGroup(group, index, ctx))
      .filter((group): group is RelatedContentGroupModel => group !== null);
    if (groups.length === 0) return null;
    return { _type: 'relatedContent', _key: module._key, title: text(module.title), groups };
  },
});

export const teaserListModules = [
  featuredExhibitionsModule,
  featuredProjectsModule,
  featuredCollectionsModule,
  exhibitionListModule,
  projectListModule,
  serviceListModule,
  collectionListModule,
  podcastTeaserModule,
  randomRelatedContentModule,
  relatedContentModule,
] as const;
