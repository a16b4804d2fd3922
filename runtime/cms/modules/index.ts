import type { BlockModel } from '@design-system/blocks/BlockList';
import type { MapContext } from '../content/context';
import type { RawModule } from '../pages/page.schema';
import { billboardMappers } from './billboard.modules';
import { calendarMappers } from './calendar.modules';
import { contactMappers } from './contact.modules';
import type { ModuleMapper, ModuleMappers } from './defineModule';
import { embedMappers } from './embed.modules';
import { mediaMappers } from './media.modules';
import { type CmsModuleType, moduleSchemas } from './moduleSchemas';
import { teaserListMappers } from './teaserLists.modules';
import { textMappers } from './text.modules';

/** The one registry: a mapper per CMS module type (by family in ./modules), to the design system's blocks. */
const mappers: ModuleMappers<CmsModuleType> = {
  ...textMappers,
  ...mediaMappers,
  ...billboardMappers,
  ...embedMappers,
  ...contactMappers,
  ...calendarMappers,
  ...teaserListMappers,
};

/** Every CMS module type the registry maps (the dataset test checks each appears on a page). */
export const mappedModuleTypes = Object.keys(mappers) as CmsModuleType[];

function isMapped(type: string): type is CmsModuleType {
  return Object.hasOwn(mappers, type);
}

/**
 * Page modules to blocks. A module without a mapping is skipped with a warning; a module whose
 * fields do not validate degrades alone (skipped with a warning), never the page. A module
 * that maps to nothing to show (a call to action without items, a billboard whose reference cannot
 * be mapped…) is dropped, with a warning naming it.
 */
export function mapModules(modules: RawModule[] | null | undefined, ctx: MapContext): BlockModel[] {
  const blocks: BlockModel[] = [];
  for (const raw of modules ?? []) {
    if (!isMapped(raw._type)) {
      console.warn(`[content] Module without a mapping skipped: ${raw._type}`);
      continue;
    }
    const parsed = moduleSchemas[raw._type].safeParse(raw);
    if (!parsed.success) {
      console.warn(
        `[content] Invalid ${raw._type} module ${raw._key ?? ''} skipped: ${parsed.error.issues[0]?.message}`,
      );
      continue;
    }
    const block = (mappers[raw._type] as ModuleMapper<typeof raw._type>)(parsed.data as never, ctx);
    if (block) blocks.push(block);
    else console.warn(`[content] ${raw._type} module ${raw._key ?? ''} has nothing to show; not rendered`);
  }
  return blocks;
}
