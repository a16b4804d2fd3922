import { z } from 'zod';
import type { EducationHeroModel } from '@design-system/blocks/EducationHero';
import { pagePath } from '@runtime/i18n/paths';
import type { TemplateModel } from '@runtime/render/templates';
import { imageSchema, optionalString } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { DOCUMENT_TEASER, TRAIL_ITEM } from '../teasers/documentTeaser.fragment';
import {
  type CmsTrailItem,
  documentTeaserListSchema,
  mapDocumentTeasers,
  mapEducationTags,
  mapTrail,
  trailItemSchema,
} from '../teasers/documentTeaser.mapper';
import type { CmsPage } from './page.schema';
import { definePage, type PageStructuredDataInput } from './types';

/**
 * What the four education types share: the hero (intro, image, tags) and the breadcrumb trail,
 * read by following `parent` up to three levels (topic → theme → level → overview), oldest first.
 */
export const EDUCATION_HERO_FIELDS = /* groq */ `
  intro,
  "image": image${IMAGE},
  educationTags,
  "trail": [parent->parent->parent->${TRAIL_ITEM}, parent->parent->${TRAIL_ITEM}, parent->${TRAIL_ITEM}]`;

export const educationHeroSchema = {
  intro: optionalString.catch(null),
  image: imageSchema.nullish().catch(null),
  educationTags: z.array(z.string()).nullish().catch(null),
  trail: z.array(trailItemSchema.nullable().catch(null)).nullish().catch(null),
};

export interface EducationHeroFields {
  intro?: string | null;
  image?: z.infer<typeof imageSchema> | null;
  educationTags?: string[] | null;
  trail?: (CmsTrailItem | null)[] | null;
}

/** An education page's children (a level's themes, a theme's topics) as teasers, in the editors' order. */
export const childrenOfType = (type: 'educationLevel' | 'educationTheme' | 'educationTopic') =>
  /* groq */ `*[_type == "${type}" && parent._ref == ^._id] | order(orderRank asc, title asc)${DOCUMENT_TEASER}`;

/** The page's hero: breadcrumb overview → level → theme → the page itself, title, intro, image, tags. */
export function mapEducationHero(page: CmsPage, fields: EducationHeroFields, ctx: MapContext): EducationHeroModel {
  const breadcrumb = mapTrail(fields.trail, { title: page.title, path: pagePath(ctx.locale, page.slug) }, ctx);
  return {
    // An overview without ancestors needs no trail of one.
    breadcrumb: breadcrumb.length > 1 ? breadcrumb : [],
    title: page.title,
    intro: fields.intro ?? undefined,
    image: mapImage(fields.image, ctx.locale, ctx.images),
    tags: mapEducationTags(fields.educationTags, ctx.locale),
  };
}

/** schema.org BreadcrumbList of an education page's trail (absolute URLs). */
export function breadcrumbJsonLd(items: { label: string; href: string }[], origin: string): Record<string, unknown>[] {
  if (items.length < 2) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        item: new URL(item.href, origin).toString(),
      })),
    },
  ];
}

/** An education page's own JSON-LD: the BreadcrumbList of its hero's trail. */
export function educationStructuredData({ page, fields, ctx, url }: PageStructuredDataInput<EducationHeroFields>) {
  return breadcrumbJsonLd(mapEducationHero(page, fields, ctx).breadcrumb, url);
}

/** The type of an education page's children: a level's themes, a theme's topics. */
const CHILDREN = { educationLevel: 'educationTheme', educationTheme: 'educationTopic' } as const;

/**
 * An education page that lists its children under its hero: a level its themes, a theme its topics (the spec: "all
 * items for the education topic … lists", no limit of 4), in the editors' order.
 */
export function defineEducationParent({ type }: { type: keyof typeof CHILDREN }) {
  return definePage({
    type,
    lookup: 'slug',
    label: 'typeEducation',
    projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "children": ${childrenOfType(CHILDREN[type])}
  }`,
    schema: z.object({ ...educationHeroSchema, children: documentTeaserListSchema }),
    map: ({ page, fields, blocks, ctx }): TemplateModel => {
      const hero = mapEducationHero(page, fields, ctx);
      const children = mapDocumentTeasers(fields.children, ctx);
      return type === 'educationLevel'
        ? { type, props: { hero, themes: children, blocks } }
        : { type, props: { hero, topics: children, blocks } };
    },
    structuredData: educationStructuredData,
  });
}
