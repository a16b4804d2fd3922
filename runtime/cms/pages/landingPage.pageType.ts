import { z } from 'zod';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { definePage } from './types';

export const landingPageDefinition = definePage({
  type: 'landingPage',
  lookup: 'slug',
  label: 'typePage',
  projection: /* groq */ `{ "hero": hero{ intro, "image": image${IMAGE} } }`,
  schema: z.object({
    hero: z
      .object({ intro: optionalString, image: imageSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'landingPage',
    props: {
      hero: {
        title: page.title,
        intro: fields.hero?.intro ?? undefined,
        image: mapImage(fields.hero?.image, ctx.locale, ctx.images),
      },
      blocks,
    },
  }),
});
