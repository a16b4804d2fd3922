import { z } from 'zod';
import { shellHoursSchema } from './calendar.schema';
import { linkSchema, optionalString } from './common.schema';

const links = z.array(linkSchema).nullish().catch(null);

export const rootDataResultSchema = z.object({
  shellHours: shellHoursSchema,
  navigationData: z
    .object({
      primary: links,
      secondary: links,
      tertiary: links,
      footer: z
        .object({
          groups: z
            .array(z.object({ _key: optionalString, title: z.string(), links }))
            .nullish()
            .catch(null),
          policyPages: links,
          socialMedia: z
            .array(z.object({ _key: optionalString, url: z.string() }))
            .nullish()
            .catch(null),
        })
        .nullish()
        .catch(null),
      searchSuggestions: z.array(z.string()).nullish().catch(null),
    })
    .nullish(),
  siteConfig: z
    .object({
      name: optionalString,
      street: optionalString,
      city: optionalString,
      zip: optionalString,
      seo: z.object({ title: optionalString, description: optionalString }).nullish().catch(null),
      subsites: links,
    })
    .nullish(),
});
export type CmsRootData = z.infer<typeof rootDataResultSchema>;
