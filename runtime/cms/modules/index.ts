import type { BlockModel } from '@design-system/blocks/BlockList';
import type { MapContext } from '../content/context';
import type { RawModule } from '../pages/page.schema';
import { billboardModules } from './billboard.modules';
import { calendarModules } from './calendar.modules';
import { contactModules } from './contact.modules';
import type { ModuleDefinition } from './defineModule';
import { embedModules } from './embed.modules';
import { mediaModules } from './media.modules';
import { teaserListModules } from './teaserLists.modules';
import { textModules } from './text.modules';

/**
 * The one list of CMS module types the runtime maps, each defined once (by family in this folder: projection, schema
 * and mapper to a design-system block). Everything else here is derived from it.
 */
const definitions = [
  ...textModules,
  ...mediaModules,
  ...billboardModules,
  ...embedModules,
  ...contactModules,
  ...calendarModules,
  ...teaserListModules,
] as const;

type Definition = (typeof definitions)[number];

export type CmsModuleType = Definition['type'];

const byType = new Map<string, Definition>(definitions.map((definition) => [definition.type, definition]));

/** Schemas of each module the runtime can map, keyed by the CMS module type (the shapes MODULES projects). */
export const moduleSchemas = Object.fromEntries(
  definitions.map((definition) => [definition.type, definition.schema]),
) as {
  [D in Definition as D['type']]: D['schema'];
};

/** Every CMS module type the registry maps (the dataset test checks each appears on a page). */
export const mappedModuleTypes: CmsModuleType[] = definitions.map((definition) => definition.type);

/**
 * Modules of a page, each projected by its type; unknown types keep only _type and _key.
 * References are resolved with `->`, files to their asset's url, size and extension.
 */
export const MODULES = /* groq */ `[]{
  _key,
  _type,
  ${definitions.map((definition) => `_type == "${definition.type}" => ${definition.projection}`).join(',\n  ')}
}`;

/**
 * Page modules to blocks. A module without a mapping is skipped with a warning; a module whose
 * fields do not validate degrades alone (skipped with a warning), never the page. A module
 * that maps to nothing to show (a call to action without items, a billboard whose reference cannot
 * be mapped…) is dropped, with a warning naming it.
 */
export function mapModules(modules: RawModule[] | null | undefined, ctx: MapContext): BlockModel[] {
  const blocks: BlockModel[] = [];
  for (const raw of modules ?? []) {
    const definition: ModuleDefinition | undefined = byType.get(raw._type);
    if (!definition) {
      console.warn(`[content] Module without a mapping skipped: ${raw._type}`);
      continue;
    }
    const parsed = definition.schema.safeParse(raw);
    if (!parsed.success) {
      console.warn(
        `[content] Invalid ${raw._type} module ${raw._key ?? ''} skipped: ${parsed.error.issues[0]?.message}`,
      );
      continue;
    }
    const block = definition.map(parsed.data, ctx);
    if (block) blocks.push(block);
    else console.warn(`[content] ${raw._type} module ${raw._key ?? ''} has nothing to show; not rendered`);
  }
  return blocks;
}
