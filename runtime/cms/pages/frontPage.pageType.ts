import { z } from 'zod';
import { IMAGE, LINK, THEME } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapTheme } from '../content/theme.mapper';
import { featuredItemSchema } from './page.schema';
import { definePage } from './types';

/** The sites whose front-page hero is of full type with separate text (spec section 2). */
const FULL_HERO_SITES = new Set(['krigsmuseet', 'kronborg']);

export const frontPageDefinition = definePage({
  type: 'frontPage',
  lookup: 'front',
  label: 'typePage',
  projection: /* groq */ `{
    "hero": hero{
      "items": items[]{ _key, title, description, overlay, "theme": theme${THEME}, "image": image${IMAGE}, "link": link${LINK} }
    }
  }`,
  schema: z.object({
    hero: z
      .object({ items: z.array(featuredItemSchema).nullish().catch(null) })
      .nullish()
      .catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'frontPage',
    props: {
      hero: {
        variant: FULL_HERO_SITES.has(ctx.site) ? 'full' : 'split',
        title: page.title,
        items: (fields.hero?.items ?? []).map((item) => ({
          key: item._key,
          title: item.title,
          description: item.description ?? undefined,
          image: mapImage(item.image, ctx.locale, ctx.images),
          link: mapLink(item.link, ctx) ?? undefined,
          overlay: item.overlay ?? false,
          theme: mapTheme(item.theme),
        })),
      },
      blocks,
    },
  }),
});
