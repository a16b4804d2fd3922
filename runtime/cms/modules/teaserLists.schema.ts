import { z } from 'zod';
import { linkSchema, optionalString } from '../content/common.schema';
import { documentTeaserListSchema, documentTeaserSchema } from '../teasers/documentTeaser.mapper';

/**
 * The teaser-list modules as teaserLists.fragment.ts projects them. Tolerant: a broken field becomes null, a broken
 * teaser (GROQ gives null for a missing reference) or a broken related-content group is left out alone.
 */

const base = <T extends string>(type: T) => ({ _key: z.string(), _type: z.literal(type) });

const tolerantText = optionalString.catch(null);

/** A heading, a link to the overview, and the teasers. */
const teaserList = <T extends string>(type: T) =>
  z.object({
    ...base(type),
    title: tolerantText,
    link: linkSchema.nullish().catch(null),
    items: documentTeaserListSchema,
  });

/** One tab of a related-content module: the editor's picks, the pages with a tag, or the pages of a content type. */
const relatedGroupSchema = z.object({
  _key: tolerantText,
  type: z.enum(['manual', 'tag', 'contentType']).nullish().catch(null),
  label: tolerantText,
  tag: tolerantText,
  contentType: tolerantText,
  items: documentTeaserListSchema,
});
export type CmsRelatedGroup = z.infer<typeof relatedGroupSchema>;

const relatedGroupListSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((groups) =>
    (groups ?? []).flatMap((group) => {
      const parsed = relatedGroupSchema.safeParse(group);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** The teaser-list modules (merged into moduleSchemas). */
export const teaserListModuleSchemas = {
  featuredExhibitions: teaserList('featuredExhibitions'),
  featuredProjects: teaserList('featuredProjects'),
  featuredCollections: teaserList('featuredCollections'),
  exhibitionList: teaserList('exhibitionList'),
  projectList: teaserList('projectList'),
  serviceList: teaserList('serviceList'),
  collectionList: teaserList('collectionList'),
  podcastTeaser: z.object({
    ...base('podcastTeaser'),
    reference: documentTeaserSchema.nullish().catch(null),
  }),
  randomRelatedContent: z.object({
    ...base('randomRelatedContent'),
    title: tolerantText,
    items: documentTeaserListSchema,
  }),
  relatedContent: z.object({
    ...base('relatedContent'),
    title: tolerantText,
    groups: relatedGroupListSchema,
  }),
};
