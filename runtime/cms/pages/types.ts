import type { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import type { TemplateModel } from '@runtime/render/templates';
import type { MapContext } from '../content/context';
import type { CmsPage } from './page.schema';
import type { PageType, PageTypeFacts } from './pageTypes';

/** What a page type's mapper gets besides its own fields: the page's common fields and its mapped modules. */
export interface PageMapInput<Fields> {
  page: CmsPage;
  fields: Fields;
  /** The page's `modules`, already mapped (a broken module dropped alone). */
  blocks: BlockModel[];
  ctx: MapContext;
}

/** What a page type's structured data gets: its validated fields and the page's absolute URL. */
export interface PageStructuredDataInput<Fields> {
  page: CmsPage;
  fields: Fields;
  ctx: MapContext;
  /** The page's absolute URL on its site's configured origin. */
  url: string;
}

/**
 * One page type, defined once: how it is found, which content type it needs and its label (./pageTypes.ts), the GROQ
 * projection of its own fields (merged into the one page query as `_type == "{type}" => {projection}`), their zod
 * schema, and the mapper to a design-system template. The same query runs on live Sanity and on the embedded dataset.
 */
export interface PageDefinition<Schema extends z.ZodType = z.ZodType> extends PageTypeFacts {
  type: PageType;
  /** A GROQ object projection, `{ field, "alias": expr, … }`, evaluated on the page document. */
  projection: string;
  /**
   * The type's own fields. Make each field tolerant (`.nullish().catch(null)` or similar): a broken
   * field degrades its part of the page, never the page.
   */
  schema: Schema;
  map(input: PageMapInput<z.infer<Schema>>): TemplateModel;
  /** The page's own JSON-LD objects (e.g. an ExhibitionEvent, a NewsArticle), added to the head. */
  structuredData?(input: PageStructuredDataInput<z.infer<Schema>>): Record<string, unknown>[];
}

/** Declares a page type (keeps the schema's type for the mapper). */
export function definePage<Schema extends z.ZodType>(definition: PageDefinition<Schema>): PageDefinition<Schema> {
  return definition;
}
