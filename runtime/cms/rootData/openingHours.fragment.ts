import { openingHoursProjection } from '../calendar/calendar.fragment';
import { LINK } from '../content/fragments';

/**
 * The shell's opening hours, as one field of the root data query: the site's opening-hours document (today's status is
 * worked out per request with the request's today, since root data is cached per site and locale without a date) and
 * where the hours link to: the navigation's practical-info link, else the site's practical-info overview page.
 */
export const SHELL_HOURS = /* groq */ `"shellHours": {
    "openingHours": ${openingHoursProjection()},
    "practicalInfo": coalesce(
      *[_type == "navigation" && site == $site && locale == $locale][0].practicalInfo${LINK},
      *[_type == "practicalInfoOverview" && site == $site && locale == $locale][0]{
        _id, "type": "internal", title, "targetType": _type, "slug": slug.current, site, locale
      }
    )
  }`;
