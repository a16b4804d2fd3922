import type { PortableTextBlock } from '../../../design-system/primitives/RichText';
import { linkSchema } from '../schemas/common.schema';
import type { MapContext } from './context';
import { mapLink } from './link.mapper';

/**
 * Portable Text for the design system: link annotations get a resolved `href` (or lose it when the
 * target cannot be resolved, leaving plain text).
 */
export function mapPortableText(blocks: unknown[] | null | undefined, ctx: MapContext): PortableTextBlock[] {
  return (blocks ?? []).flatMap((block) => {
    if (!block || typeof block !== 'object' || typeof (block as { _type?: unknown })._type !== 'string') return [];
    const typed = block as PortableTextBlock & { markDefs?: { _type: string; _key: string }[] };
    if (!Array.isArray(typed.markDefs)) return [typed];
    const markDefs = typed.markDefs.map((def) => {
      if (def._type !== 'link') return def;
      const parsed = linkSchema.safeParse({ ...def, title: 'link' });
      const link = parsed.success ? mapLink(parsed.data, ctx) : null;
      return { _key: def._key, _type: 'link', href: link?.href };
    });
    return [{ ...typed, markDefs }];
  });
}
