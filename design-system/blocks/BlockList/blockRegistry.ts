import type { ComponentType } from 'react';
import type { BlockType } from './BlockList';

// biome-ignore lint/suspicious/noExplicitAny: each block takes its own model; BlockList pairs them by _type.
export type BlockComponent = ComponentType<any>;

/**
 * Each block type's code, loaded on demand: a page's first load carries the blocks it shows and no
 * others. Whoever renders blocks loads them first — `loadBlocksIn(pageData)` finds every block in a
 * page's data (objects tagged with a block `_type` and a `_key`); the catalogue and tests load all.
 */
const blockLoaders: Record<BlockType, () => Promise<BlockComponent>> = {
  textSection: () => import('../TextSection').then((module) => module.TextSection as BlockComponent),
  image: () => import('../ImageBlock').then((module) => module.ImageBlock as BlockComponent),
  accordion: () => import('../Accordion').then((module) => module.Accordion as BlockComponent),
  billboardSingle: () => import('../BillboardSingle').then((module) => module.BillboardSingle as BlockComponent),
  billboardDouble: () => import('../BillboardDouble').then((module) => module.BillboardDouble as BlockComponent),
  billboardReference: () =>
    import('../BillboardReference').then((module) => module.BillboardReference as BlockComponent),
  textRibbon: () => import('../TextRibbon').then((module) => module.TextRibbon as BlockComponent),
  imageDetail: () => import('../ImageDetail').then((module) => module.ImageDetail as BlockComponent),
  imageSlider: () => import('../ImageSlider').then((module) => module.ImageSlider as BlockComponent),
  styledTextAndVisual: () =>
    import('../StyledTextAndVisual').then((module) => module.StyledTextAndVisual as BlockComponent),
  statement: () => import('../Statement').then((module) => module.Statement as BlockComponent),
  iframeEmbed: () => import('../IframeEmbed').then((module) => module.IframeEmbed as BlockComponent),
  embed: () => import('../Embed').then((module) => module.Embed as BlockComponent),
  contact: () => import('../Contact').then((module) => module.Contact as BlockComponent),
  newsletter: () => import('../Newsletter').then((module) => module.Newsletter as BlockComponent),
  callToAction: () => import('../CallToAction').then((module) => module.CallToAction as BlockComponent),
  video: () => import('../VideoBlock').then((module) => module.VideoBlock as BlockComponent),
  infoList: () => import('../InfoList').then((module) => module.InfoList as BlockComponent),
  calendarTeaser: () => import('../CalendarTeaser').then((module) => module.CalendarTeaser as BlockComponent),
  eventList: () => import('../EventList').then((module) => module.EventList as BlockComponent),
  openingHours: () => import('../OpeningHours').then((module) => module.OpeningHours as BlockComponent),
  ticketModule: () => import('../TicketModule').then((module) => module.TicketModule as BlockComponent),
  ticketTypes: () => import('../TicketTypes').then((module) => module.TicketTypes as BlockComponent),
  ticketDetails: () => import('../TicketDetails').then((module) => module.TicketDetails as BlockComponent),
  featuredExhibitions: () =>
    import('../FeaturedExhibitions').then((module) => module.FeaturedExhibitions as BlockComponent),
  featuredProjects: () => import('../FeaturedProjects').then((module) => module.FeaturedProjects as BlockComponent),
  featuredCollections: () =>
    import('../FeaturedCollections').then((module) => module.FeaturedCollections as BlockComponent),
  podcastTeaser: () => import('../PodcastTeaser').then((module) => module.PodcastTeaser as BlockComponent),
  exhibitionList: () => import('../ExhibitionList').then((module) => module.ExhibitionList as BlockComponent),
  projectList: () => import('../ProjectList').then((module) => module.ProjectList as BlockComponent),
  serviceList: () => import('../ServiceList').then((module) => module.ServiceList as BlockComponent),
  collectionList: () => import('../CollectionList').then((module) => module.CollectionList as BlockComponent),
  randomRelatedContent: () =>
    import('../RandomRelatedContent').then((module) => module.RandomRelatedContent as BlockComponent),
  relatedContent: () => import('../RelatedContent').then((module) => module.RelatedContent as BlockComponent),
};

/**
 * Blocks that need no browser: no state, effect, ref or event handler in their code or anything it imports
 * (blockInteractivity.test.ts reads their import graphs and fails when a mark is wrong). On a first load they are
 * not hydrated: their server HTML is kept and their code is not downloaded (primitives/StaticIsland); a client-side
 * navigation loads and renders them like any block. A block not listed here is interactive: it is hydrated.
 */
const STATIC_BLOCKS: ReadonlySet<string> = new Set<BlockType>([
  'textSection',
  'image',
  'billboardSingle',
  'billboardDouble',
  'billboardReference',
  'textRibbon',
  'imageDetail',
  'styledTextAndVisual',
  'statement',
  'iframeEmbed',
  'embed',
  'contact',
  'newsletter',
  'callToAction',
  'infoList',
  'calendarTeaser',
  'eventList',
  'openingHours',
  'ticketModule',
  'ticketTypes',
  'ticketDetails',
  'featuredExhibitions',
  'featuredProjects',
  'featuredCollections',
  'exhibitionList',
  'projectList',
  'serviceList',
  'collectionList',
  'randomRelatedContent',
]);

/** Whether a block type renders the same without its code in the browser (kept as server HTML on a first load). */
export function isStaticBlock(type: string): boolean {
  return STATIC_BLOCKS.has(type);
}

const loaded = new Map<string, BlockComponent>();

const isBlockType = (value: unknown): value is BlockType =>
  typeof value === 'string' && Object.hasOwn(blockLoaders, value);

/** The block types anywhere in a value (a page's data), walking objects and arrays. */
export function blockTypesIn(value: unknown, found: Set<BlockType> = new Set()): Set<BlockType> {
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isBlockType(record._type) && typeof record._key === 'string') found.add(record._type);
    for (const field of Object.values(record)) blockTypesIn(field, found);
  }
  return found;
}

async function load(types: Iterable<BlockType>): Promise<void> {
  await Promise.all(
    [...types]
      .filter((type) => !loaded.has(type))
      .map(async (type) => {
        loaded.set(type, await blockLoaders[type]());
      }),
  );
}

/**
 * Loads the code of every block in a page's data (before it renders); for the page a first load hydrates, the code
 * of its interactive blocks only (its static blocks keep their server HTML: primitives/StaticIsland).
 */
export function loadBlocksIn(
  pageData: unknown,
  { interactiveOnly = false }: { interactiveOnly?: boolean } = {},
): Promise<void> {
  const types = [...blockTypesIn(pageData)];
  return load(interactiveOnly ? types.filter((type) => !isStaticBlock(type)) : types);
}

/** Loads one block type's code (a static block that has to render in the browser after all). */
export function loadBlock(type: string): Promise<void> {
  return isBlockType(type) ? load([type]) : Promise.resolve();
}

/** Loads every block type (the catalogue, design pages, tests). */
export function loadAllBlocks(): Promise<void> {
  return load(Object.keys(blockLoaders) as BlockType[]);
}

/** A loaded block's component, or undefined when its code was not loaded before rendering. */
export function loadedBlock(type: BlockType): BlockComponent | undefined {
  return loaded.get(type);
}
