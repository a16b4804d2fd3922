import { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import type { MapContext } from '../content/context';

/** The fields every module has: its key in the page's list and its CMS type. */
const moduleBase = <Type extends string>(type: Type) => ({ _key: z.string(), _type: z.literal(type) });

/** A module as its mapper gets it: its own validated fields, its key and its type. */
export type CmsModuleOf<Type extends string, Shape extends z.ZodRawShape> = Omit<
  z.infer<z.ZodObject<Shape>>,
  '_key' | '_type'
> & { _key: string; _type: Type };

/**
 * One CMS module type, defined once: the GROQ projection of its fields (merged into MODULES as
 * `_type == "{type}" => {projection}`), their zod schema (with `_key` and `_type`), and the mapper to a
 * design-system block, or to null when it has nothing to show (it is then dropped with a warning).
 */
export interface ModuleDefinition<Type extends string = string, Module = unknown> {
  type: Type;
  /** A GROQ object projection, `{ field, "alias": expr, … }`, evaluated on the module. */
  projection: string;
  schema: z.ZodType<Module>;
  map(module: Module, ctx: MapContext): BlockModel | null;
}

/**
 * Declares a module type. `schema` lists the module's own fields (make each tolerant where a broken field should
 * degrade, not drop, the module); `_key` and `_type` are added here, and `map` gets what the schema validated.
 */
export function defineModule<Type extends string, Shape extends z.ZodRawShape>(definition: {
  type: Type;
  projection: string;
  schema: z.ZodObject<Shape>;
  map(module: CmsModuleOf<Type, Shape>, ctx: MapContext): BlockModel | null;
}): ModuleDefinition<Type, CmsModuleOf<Type, Shape>> {
  const base = moduleBase(definition.type);
  // `_key` and `_type` lead, as in every module schema, and win over a shared item schema's optional `_key`.
  const schema = z.object({ ...base, ...definition.schema.shape, ...base });
  // The merged shape validates to CmsModuleOf; zod's inferred type of a spread shape does not say so by itself.
  return { ...definition, schema: schema as unknown as z.ZodType<CmsModuleOf<Type, Shape>> };
}
