import { z } from 'zod';
import { shellHoursSchema, ticketVariantSchema } from '../calendar/calendar.schema';
import { imageSchema, linkSchema, optionalString } from '../content/common.schema';

const links = z.array(linkSchema).nullish().catch(null);
const link = linkSchema.nullish().catch(null);

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
          meta: links,
        })
        .nullish()
        .catch(null),
      tickets: link,
      practicalInfo: link,
      featuredTicket: z
        .object({
          link: linkSchema,
          image: imageSchema.nullish().catch(null),
          description: optionalString,
          variants: z.array(ticketVariantSchema).nullish().catch(null),
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
      newsletterPopUp: z
        .object({ title: z.string(), text: optionalString, link: linkSchema.nullish(), listId: optionalString })
        .nullish()
        .catch(null),
    })
    .nullish(),
});
export type CmsRootData = z.infer<typeof rootDataResultSchema>;
export type CmsNewsletterPopUp = NonNullable<NonNullable<CmsRootData['siteConfig']>['newsletterPopUp']>;
