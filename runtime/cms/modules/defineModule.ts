import type { BlockModel } from '@design-system/blocks/BlockList';
import type { CmsModule, CmsModuleType } from '@runtime/cms/modules/moduleSchemas';
import type { MapContext } from '../content/context';

/** Maps one validated CMS module to a block, or null when it has nothing to show (it is then dropped). */
export type ModuleMapper<T extends CmsModuleType> = (module: CmsModule<T>, ctx: MapContext) => BlockModel | null;

/** A family of module mappers, merged into the one registry in modules.mapper.ts. */
export type ModuleMappers<T extends CmsModuleType> = { [K in T]: ModuleMapper<K> };

/** Editor text for places that show text only: tags removed (as a last guard; React escapes the rest). */
export function plainText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A trimmed string, or undefined when empty. */
export function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
