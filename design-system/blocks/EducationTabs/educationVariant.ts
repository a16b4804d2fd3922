import type { BlockModel } from '@design-system/blocks/BlockList';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { EducationVariantModel, EducationVariantTextModel } from './EducationTabs';

/** One audience's version as an editor wrote it (the spec: info, description, materials, modules). */
export type EducationVariantContent = EducationVariantTextModel & { blocks: BlockModel[] };

/**
 * An audience's version as the block shows it: its text, info and materials as static data (only the version's static
 * part reads them, so a first load leaves them out of its hydration data), its modules as they are (they may be
 * interactive); or null when there is nothing in it, which leaves its tab out. Mappers and fixtures build the block's
 * model with it; the block's own code, which hydrates, only asks which versions there are.
 */
export function educationVariant(content: EducationVariantContent | null | undefined): EducationVariantModel | null {
  if (!content) return null;
  const { info, description, materials, blocks } = content;
  if (info.length === 0 && description.length === 0 && materials.length === 0 && blocks.length === 0) return null;
  return { text: staticData({ info, description, materials }), blocks };
}
