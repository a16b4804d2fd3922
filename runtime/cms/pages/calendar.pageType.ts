import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import { noteReads } from '@runtime/cache/renderNotes';
import { featuredEvents } from '@runtime/domain/events';
import { pagePath } from '@runtime/i18n/paths';
import { calendarFeedPath, calendarFeedSubscription } from '@runtime/server/icsPaths';
import { calendarPageProjection } from '../calendar/calendar.fragment';
import { eventTeaser, mapCalendar, todayOf } from '../calendar/calendar.mapper';
import { eventListSchema, openingHoursSchema, ribbonSchema } from '../calendar/calendar.schema';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapRibbon } from './ribbon';
import { definePage } from './types';

/**
 * The calendar page: page hero, a calendar in daily or timeline layout, an optional featured events block,
 * two event ribbons (top and bottom). The window runs from today to the site's horizon or the page's endDate
 * (9); a failure while building gives an empty calendar, logged (runtime/domain/calendar.ts).
 */
export const calendarDefinition = definePage({
  type: 'calendar',
  lookup: 'slug',
  label: 'typeCalendar',
  projection: calendarPageProjection({ IMAGE, LINK, PORTABLE_TEXT }),
  schema: z.object({
    hero: z
      .object({ intro: optionalString, image: imageSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
    layout: z.enum(['daily', 'timeline']).nullish().catch(null),
    endDate: optionalString.catch(null),
    featuredEvents: eventListSchema,
    topRibbon: ribbonSchema.nullish().catch(null),
    bottomRibbon: ribbonSchema.nullish().catch(null),
    events: eventListSchema,
    openingHours: openingHoursSchema.nullish().catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => {
    // The page reads `fra`, `til` and `emne`: its cached copies are keyed by them (runtime/cache/pageQueryParameters.ts).
    noteReads('calendar');
    // Spec: "Featured events must belong to the current site and have a period."
    const featured = featuredEvents(fields.featuredEvents ?? [], { site: ctx.site, today: todayOf(ctx) });
    return {
      type: 'calendar',
      props: {
        hero: {
          title: page.title,
          intro: fields.hero?.intro ?? undefined,
          image: mapImage(fields.hero?.image, ctx.locale, ctx.images),
        },
        topRibbon: mapRibbon(fields.topRibbon, ctx, mapLink),
        featuredEvents:
          featured.length > 0
            ? {
                title: translate(ctx.locale, 'calendarPagesFeaturedEvents'),
                items: featured.map((event) => eventTeaser(event, ctx)),
              }
            : null,
        calendar: {
          ...mapCalendar(fields.events ?? [], ctx, {
            layout: fields.layout,
            endDate: fields.endDate,
            openingHours: fields.openingHours,
            path: pagePath(ctx.locale, page.slug),
            // The featured events are pictured above the calendar; their rows below go without the picture.
            pictured: featured.map((event) => event._id),
          }),
          // The site's calendar in the page's language, as a file and as a subscription.
          feedHref: calendarFeedPath(ctx.locale),
          subscribeHref: calendarFeedSubscription(ctx.site, ctx.locale, ctx.hosts),
        },
        bottomRibbon: mapRibbon(fields.bottomRibbon, ctx, mapLink),
        blocks,
      },
    };
  },
});
