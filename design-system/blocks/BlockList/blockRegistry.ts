import type { ComponentProps, ComponentType } from 'react';
import { lazyComponent } from '@design-system/interactivity/lazyCode';

/**
 * Each block type's component, in a chunk of its own: a page's first load carries the blocks it shows and no others.
 * Whoever renders blocks loads them first: `loadBlocksIn(pageData)` finds every block in a page's data (objects
 * tagged with a block `_type` and a `_key`); the catalogue and tests load all. Whether a block is interactive is
 * derived at build time from the `'use client'` markers in its code (design-system/interactivity).
 */
const blocks = {
  textSection: lazyComponent('TextSection', () => import('../TextSection')),
  image: lazyComponent('ImageBlock', () => import('../ImageBlock')),
  accordion: lazyComponent('Accordion', () => import('../Accordion')),
  billboardSingle: lazyComponent('BillboardSingle', () => import('../BillboardSingle')),
  billboardDouble: lazyComponent('BillboardDouble', () => import('../BillboardDouble')),
  billboardReference: lazyComponent('BillboardReference', () => import('../BillboardReference')),
  textRibbon: lazyComponent('TextRibbon', () => import('../TextRibbon')),
  imageDetail: lazyComponent('ImageDetail', () => import('../ImageDetail')),
  imageSlider: lazyComponent('ImageSlider', () => import('../ImageSlider')),
  styledTextAndVisual: lazyComponent('StyledTextAndVisual', () => import('../StyledTextAndVisual')),
  statement: lazyComponent('Statement', () => import('../Statement')),
  iframeEmbed: lazyComponent('IframeEmbed', () => import('../IframeEmbed')),
  embed: lazyComponent('Embed', () => import('../Embed')),
  contact: lazyComponent('Contact', () => import('../Contact')),
  newsletter: lazyComponent('Newsletter', () => import('../Newsletter')),
  callToAction: lazyComponent('CallToAction', () => import('../CallToAction')),
  video: lazyComponent('VideoBlock', () => import('../VideoBlock')),
  infoList: lazyComponent('InfoList', () => import('../InfoList')),
  calendarTeaser: lazyComponent('CalendarTeaser', () => import('../CalendarTeaser')),
  eventList: lazyComponent('EventList', () => import('../EventList')),
  openingHours: lazyComponent('OpeningHours', () => import('../OpeningHours')),
  ticketModule: lazyComponent('TicketModule', () => import('../TicketModule')),
  ticketTypes: lazyComponent('TicketTypes', () => import('../TicketTypes')),
  ticketDetails: lazyComponent('TicketDetails', () => import('../TicketDetails')),
  featuredExhibitions: lazyComponent('FeaturedExhibitions', () => import('../FeaturedExhibitions')),
  featuredProjects: lazyComponent('FeaturedProjects', () => import('../FeaturedProjects')),
  featuredCollections: lazyComponent('FeaturedCollections', () => import('../FeaturedCollections')),
  podcastTeaser: lazyComponent('PodcastTeaser', () => import('../PodcastTeaser')),
  exhibitionList: lazyComponent('ExhibitionList', () => import('../ExhibitionList')),
  projectList: lazyComponent('ProjectList', () => import('../ProjectList')),
  serviceList: lazyComponent('ServiceList', () => import('../ServiceList')),
  collectionList: lazyComponent('CollectionList', () => import('../CollectionList')),
  randomRelatedContent: lazyComponent('RandomRelatedContent', () => import('../RandomRelatedContent')),
  relatedContent: lazyComponent('RelatedContent', () => import('../RelatedContent')),
};

type Blocks = typeof blocks;
export type BlockType = keyof Blocks;

/** A page block as templates receive it: its component's props, tagged with its module type and a key. */
export type BlockModel = {
  [K in BlockType]: { _type: K; _key: string } & ComponentProps<NonNullable<Blocks[K]['value']>>;
}[BlockType];

// biome-ignore lint/suspicious/noExplicitAny: each block takes its own model; BlockList pairs them by _type.
export type BlockComponent = ComponentType<any>;

const isBlockType = (value: unknown): value is BlockType => typeof value === 'string' && Object.hasOwn(blocks, value);

/** Whether a block type renders the same without its code in the browser (kept as server HTML on a first load). */
export function isStaticBlock(type: string): boolean {
  return isBlockType(type) && !blocks[type].interactive;
}

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
  await Promise.all([...types].map((type) => blocks[type].load()));
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

/** The loader of one block type's code (a static block that has to render in the browser after all). */
export function blockLoader(type: BlockType): () => Promise<unknown> {
  return blocks[type].load;
}

/** Loads every block type (the catalogue, design pages, tests). */
export function loadAllBlocks(): Promise<void> {
  return load(Object.keys(blocks) as BlockType[]);
}

/** A loaded block's component, or undefined when its code was not loaded before rendering. */
export function loadedBlock(type: BlockType): BlockComponent | undefined {
  return blocks[type].value as BlockComponent | undefined;
}
