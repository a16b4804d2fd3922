import type { BlockModel } from '../../../design-system/blocks/BlockList';
import { type CmsModule, type CmsModuleType, moduleSchemas } from '../schemas/modules.schema';
import type { RawModule } from '../schemas/page.schema';
import type { MapContext } from './context';
import { mapImage } from './image.mapper';
import { mapPortableText } from './portableText.mapper';

type ModuleMapper<T extends CmsModuleType> = (module: CmsModule<T>, ctx: MapContext) => BlockModel | null;

/** One mapper per CMS module type, to the design system's block view models. */
const mappers: { [T in CmsModuleType]: ModuleMapper<T> } = {
  textSection: (module, ctx) => {
    const body = mapPortableText(module.body, ctx);
    if (!module.heading && body.length === 0) return null;
    return { _type: 'textSection', _key: module._key, heading: module.heading ?? undefined, body };
  },
  imageModule: (module, ctx) => ({
    _type: 'image',
    _key: module._key,
    image: mapImage(module.image, ctx.locale, ctx.images),
    caption: module.caption ?? undefined,
    layout: module.layout ?? 'contained',
  }),
};

function isMapped(type: string): type is CmsModuleType {
  return Object.hasOwn(mappers, type);
}

/**
 * Page modules to blocks. A module without a mapping is skipped with a warning; a module whose
 * fields do not validate degrades alone (skipped with a warning), never the page (spec 5).
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
  }
  return blocks;
}
