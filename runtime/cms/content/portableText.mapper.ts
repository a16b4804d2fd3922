import { z } from 'zod';
import type {
  PortableTextBlock,
  RichTextFactBox,
  RichTextImage,
  RichTextQuote,
  RichTextValue,
} from '@design-system/primitives/RichText';
import { imageSchema, linkSchema, optionalString } from './common.schema';
import type { MapContext } from './context';
import { mapImage } from './image.mapper';
import { mapLink } from './link.mapper';

/**
 * The CMS's own block objects in Portable Text, as the PORTABLE_TEXT projection delivers them:
 * an image (the IMAGE fields merged into the block, plus a caption), a pull quote and a fact box.
 */
const imageBlockSchema = imageSchema.extend({ _key: optionalString, caption: optionalString });
const pullQuoteSchema = z.object({ _key: optionalString, quote: optionalString, attribution: optionalString });
const factBoxSchema = z.object({ _key: optionalString, title: optionalString, text: optionalString });

interface CmsMarkDef {
  _type?: unknown;
  _key?: unknown;
  [field: string]: unknown;
}

const keyOf = (value: { _key?: unknown }, fallback: string) =>
  typeof value._key === 'string' && value._key ? value._key : fallback;

/**
 * Annotations to the design system's marks: a link gets its resolved href, kind and language (or
 * loses its href when the target cannot be resolved, leaving plain text); an abbreviation keeps its
 * title. Other annotations keep only their type and key: RichText shows their text and warns.
 */
function mapMarkDef(def: CmsMarkDef, ctx: MapContext): Record<string, unknown> {
  const _key = typeof def._key === 'string' ? def._key : '';
  if (def._type === 'link') {
    const parsed = linkSchema.safeParse({ ...def, title: 'link' });
    const link = parsed.success ? mapLink(parsed.data, ctx) : null;
    return link
      ? { _key, _type: 'link', href: link.href, kind: link.kind, ...(link.hrefLang ? { hrefLang: link.hrefLang } : {}) }
      : { _key, _type: 'link' };
  }
  if (def._type === 'abbreviation') {
    const title = typeof def.title === 'string' ? def.title.trim() : '';
    return { _key, _type: 'abbreviation', ...(title ? { title } : {}) };
  }
  return { _key, _type: typeof def._type === 'string' ? def._type : 'unknown' };
}

function mapImageBlock(block: unknown, key: string, ctx: MapContext): RichTextImage[] {
  const parsed = imageBlockSchema.safeParse(block);
  if (!parsed.success) return [];
  const image = mapImage(parsed.data, ctx.locale, ctx.images);
  if (!image) return [];
  const caption = parsed.data.caption?.trim();
  return [{ _type: 'richTextImage', _key: key, image, ...(caption ? { caption } : {}) }];
}

function mapPullQuote(block: unknown, key: string): RichTextQuote[] {
  const parsed = pullQuoteSchema.safeParse(block);
  const quote = parsed.success ? parsed.data.quote?.trim() : '';
  if (!parsed.success || !quote) return [];
  const attribution = parsed.data.attribution?.trim();
  return [{ _type: 'richTextQuote', _key: key, quote, ...(attribution ? { attribution } : {}) }];
}

function mapFactBox(block: unknown, key: string): RichTextFactBox[] {
  const parsed = factBoxSchema.safeParse(block);
  const text = parsed.success ? parsed.data.text?.trim() : '';
  if (!parsed.success || !text) return [];
  return [{ _type: 'richTextFactBox', _key: key, title: parsed.data.title?.trim() ?? '', text }];
}

/**
 * Portable Text for the design system (RichText's view models). Text blocks keep their spans and
 * styles with annotations resolved; the CMS's image, pull quote and fact box become richTextImage,
 * richTextQuote and richTextFactBox (each dropped when empty, an image without an asset with a
 * warning from mapImage). Any other block keeps only its type and key, so no unknown CMS data
 * reaches the page: RichText leaves it out and names it in a warning.
 */
export function mapPortableText(blocks: unknown[] | null | undefined, ctx: MapContext): RichTextValue {
  return (blocks ?? []).flatMap((block, index): RichTextValue => {
    if (!block || typeof block !== 'object' || typeof (block as { _type?: unknown })._type !== 'string') return [];
    const typed = block as { _type: string; _key?: unknown; markDefs?: unknown };
    const key = keyOf(typed, `block-${index}`);
    switch (typed._type) {
      case 'block': {
        const text = typed as PortableTextBlock;
        if (!Array.isArray(typed.markDefs)) return [text];
        const markDefs = (typed.markDefs as CmsMarkDef[])
          .filter((def) => def && typeof def === 'object')
          .map((def) => mapMarkDef(def, ctx));
        return [{ ...text, markDefs } as PortableTextBlock];
      }
      case 'image':
        return mapImageBlock(block, key, ctx);
      case 'pullQuote':
        return mapPullQuote(block, key);
      case 'factBox':
        return mapFactBox(block, key);
      default:
        return [{ _type: typed._type, _key: key } as unknown as PortableTextBlock];
    }
  });
}
