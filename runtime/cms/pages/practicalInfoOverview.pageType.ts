import { z } from 'zod';
import type { PracticalInfoSectionModel } from '@design-system/templates/PracticalInfoOverview';
import { imageSchema, linkSchema, optionalString, tolerantList } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { infoItemsSchema, mapInfoItems, tolerantString } from './pageParts.common';
import { definePage } from './types';

const entrySchema = z.object({
  _id: z.string(),
  title: optionalString,
  anchor: optionalString,
  body: z.array(z.unknown()).nullish().catch(null),
  items: infoItemsSchema,
  image: imageSchema.nullish().catch(null),
  link: linkSchema.nullish().catch(null),
});

/** An anchor from an editor's anchor or the title: lower case letters, digits and hyphens. */
function anchorOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'oe')
      .replace(/å/g, 'aa')
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'afsnit'
  );
}

/** "practicalInfoOverview: sections built from information entries". */
export const practicalInfoOverviewDefinition = definePage({
  type: 'practicalInfoOverview',
  lookup: 'slug',
  label: 'typePracticalInfo',
  projection: /* groq */ `{
    intro,
    "entries": entries[]->{
      _id,
      title,
      anchor,
      "body": body${PORTABLE_TEXT},
      "items": items[]{ label, value },
      "image": image${IMAGE},
      "link": link${LINK}
    }
  }`,
  schema: z.object({
    intro: tolerantString,
    // One broken entry is left out alone.
    entries: tolerantList(entrySchema),
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const used = new Set<string>();
    const sections: PracticalInfoSectionModel[] = fields.entries.flatMap((entry) => {
      const title = entry.title?.trim();
      if (!title) return [];
      let id = anchorOf(entry.anchor?.trim() || title);
      while (used.has(id)) id = `${id}-2`;
      used.add(id);
      return [
        {
          id,
          title,
          body: mapPortableText(entry.body, ctx),
          items: mapInfoItems(entry.items),
          image: mapImage(entry.image, ctx.locale, ctx.images),
          link: mapLink(entry.link, ctx),
        },
      ];
    });
    return {
      type: 'practicalInfoOverview',
      props: { title: page.title, intro: fields.intro?.trim() || undefined, sections, blocks },
    };
  },
});
