import { z } from 'zod';
import type { CallToActionItem } from '@design-system/blocks/CallToAction';
import type { EducationVariantModel } from '@design-system/blocks/EducationTabs';
import { educationVariant } from '@design-system/blocks/EducationTabs/educationVariant';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import { optionalString, portableTextSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapPortableText } from '../content/portableText.mapper';
import { MODULES, mapModules } from '../modules';
import {
  EDUCATION_HERO_FIELDS,
  educationHeroSchema,
  educationStructuredData,
  mapEducationHero,
} from './education.common';
import { rawModuleSchema } from './page.schema';
import { definePage } from './types';

/** A teacher or student version (the spec: info, description, materials, modules). */
const VARIANT = /* groq */ `{
  "info": info[]{ _key, label, value },
  "description": description${PORTABLE_TEXT},
  "materials": materials[]{
    _key,
    _type,
    _type == "fileItem" => { title, "url": file.asset->url, "size": file.asset->size, "extension": file.asset->extension },
    _type == "link" => ${LINK}
  },
  "modules": modules${MODULES}
}`;

const variantSchema = z.object({
  info: z
    .array(z.object({ label: optionalString, value: optionalString }))
    .nullish()
    .catch(null),
  description: portableTextSchema.nullish().catch(null),
  materials: z.array(z.unknown()).nullish().catch(null),
  modules: z.array(rawModuleSchema).nullish().catch(null),
});
type CmsVariant = z.infer<typeof variantSchema>;

/**
 * One version of the topic. Materials follow the call-to-action rules (a file or link without title
 * or address is dropped); a version with nothing to show is null, so its tab is not offered.
 */
export function mapVariant(variant: CmsVariant | null | undefined, ctx: MapContext): EducationVariantModel | null {
  if (!variant) return null;
  const materialsBlock = mapModules(
    [{ _type: 'callToAction', _key: 'materials', items: variant.materials ?? [] }],
    ctx,
  )[0];
  const materials: CallToActionItem[] = materialsBlock?._type === 'callToAction' ? materialsBlock.items : [];
  return educationVariant({
    info: (variant.info ?? []).flatMap((item) =>
      item.label?.trim() && item.value?.trim() ? [{ label: item.label.trim(), value: item.value.trim() }] : [],
    ),
    description: mapPortableText(variant.description, ctx),
    materials,
    blocks: mapModules(variant.modules, ctx),
  });
}

/**
 * An education topic: breadcrumb (overview → level → theme → topic), hero with the tags
 * "Undervisningsforløb" and "Materialer", and the teacher and student tabs.
 */
export const educationTopicDefinition = definePage({
  type: 'educationTopic',
  lookup: 'slug',
  label: 'typeEducation',
  projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "teacher": teacher${VARIANT},
    "student": student${VARIANT}
  }`,
  schema: z.object({
    ...educationHeroSchema,
    teacher: variantSchema.nullish().catch(null),
    student: variantSchema.nullish().catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'educationTopic',
    props: {
      hero: staticData(mapEducationHero(page, fields, ctx)),
      teacher: mapVariant(fields.teacher, ctx),
      student: mapVariant(fields.student, ctx),
      blocks,
    },
  }),
  structuredData: educationStructuredData,
});
