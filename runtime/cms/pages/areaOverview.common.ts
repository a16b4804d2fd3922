import { z } from 'zod';
import type { DictionaryKey } from '@design-system/i18n/dictionary';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import type { PageType, PageTypeFacts } from './pageTypes';
import { definePage } from './types';

/** One section of an area's front: its heading, and the documents it shows as a GROQ query (without projection). */
export interface AreaSection {
  heading: DictionaryKey;
  /** E.g. `*[_type == "knowledgeTheme" && site == ^.site && locale == ^.locale] | order(title asc)`. */
  documents: string;
}

/**
 * A page type that is the front of a content area (the knowledge articles, the podcasts), on the AreaOverview
 * template: the page's hero, then each section's documents as teasers, then its modules.
 */
export function defineAreaOverview(area: PageTypeFacts & { type: PageType; sections: AreaSection[] }) {
  const { sections, ...facts } = area;
  return definePage({
    ...facts,
    projection: /* groq */ `{
    intro,
    "image": image${IMAGE},
    "sections": [${sections.map((section) => `${section.documents}${DOCUMENT_TEASER}`).join(', ')}]
  }`,
    schema: z.object({
      intro: optionalString.catch(null),
      image: imageSchema.nullish().catch(null),
      sections: z.array(documentTeaserListSchema).catch([]),
    }),
    map: ({ page, fields, blocks, ctx }) => ({
      type: 'areaOverview',
      props: {
        hero: {
          title: page.title,
          intro: fields.intro ?? undefined,
          image: mapImage(fields.image, ctx.locale, ctx.images),
        },
        sections: sections.map((section, index) => ({
          heading: section.heading,
          items: mapDocumentTeasers(fields.sections[index], ctx),
        })),
        blocks,
      },
    }),
  });
}
