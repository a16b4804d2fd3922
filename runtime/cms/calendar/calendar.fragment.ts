/**
 * GROQ of the calendar area: events, opening hours and tickets, and the projections of the calendar, event, ticket
 * and ticket-overview pages (the modules that show them are in runtime/cms/modules/calendar.modules.ts). Everything
 * rides in the one page query; the time rules run afterwards in runtime/domain with the request's today.
 *
 * Functions of the shared fragments (IMAGE, LINK, PORTABLE_TEXT of content/fragments.ts), which the caller passes in.
 */

/** The shared fragments these projections use (content/fragments.ts). */
export interface SharedFragments {
  IMAGE: string;
  LINK: string;
  PORTABLE_TEXT: string;
}

/** The ticket a page or module points to (a `ticket` page document). */
export function ticketProjection(f: SharedFragments): string {
  const { IMAGE, PORTABLE_TEXT } = f;
  return /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  locale,
  site,
  description,
  variantsTitle,
  variantsDisclaimer,
  "variants": variants[]{ _key, title, capacity, price, score },
  benefitsTitle,
  benefits,
  "image": image${IMAGE},
  "purchaseLink": purchaseLink{ title, url },
  faqTitle,
  "faq": faq[]{ _key, question, "answer": answer${PORTABLE_TEXT} }
}`;
}

/** An event document: the time fields the domain reads, its teaser, its page and its tickets. */
export function eventProjection(f: SharedFragments): string {
  const { IMAGE } = f;
  return /* groq */ `{
  _id,
  _type,
  site,
  locale,
  title,
  teaserDescription,
  tags,
  eventFormat,
  period,
  periodOccurrences,
  occurrences,
  cancellations,
  openingHoursFreeText,
  showInCalendar,
  location,
  "image": image${IMAGE},
  "page": eventPage->{ _id, "slug": slug.current, locale, site, title },
  "tickets": tickets[]->{ _id, title, "slug": slug.current, locale, site, "variants": variants[]{ _key, title, capacity, price, score }, "purchaseLink": purchaseLink{ title, url } }
}`;
}

/** The site's events in the page's locale that a calendar may show (the domain applies the rules). */
export function siteEvents(f: SharedFragments): string {
  return /* groq */ `*[_type == "event" && site == $site && locale == $locale && showInCalendar != false && !(defined(period.to) && period.to < $today)] | order(period.from asc, _id asc)${eventProjection(f)}`;
}

/** The site's opening hours: periods, closed days (reason per locale), open days. */
export function openingHoursProjection(_f?: SharedFragments): string {
  return /* groq */ `*[_type == "openingHours" && site == $site][0]{ _id, periods, closedDays, openDays }`;
}

/** A ribbon (a short text with a link) on the calendar and event pages. */
function ribbon(field: string, LINK: string): string {
  return `"${field}": ${field}{ text, "link": link${LINK} }`;
}

/** The calendar page's own fields: hero, layout, end date, featured events, ribbons, the events and opening hours. */
export function calendarPageProjection(f: SharedFragments): string {
  const { IMAGE, LINK } = f;
  return /* groq */ `{
    "hero": hero{ intro, "image": image${IMAGE} },
    layout,
    endDate,
    "featuredEvents": featuredEvents[]->${eventProjection(f)},
    ${ribbon('topRibbon', LINK)},
    ${ribbon('bottomRibbon', LINK)},
    "events": ${siteEvents(f)},
    "openingHours": ${openingHoursProjection(f)}
  }`;
}

/** The event page's own fields: its event, hero, practical info, programme, related events, ribbon, the place. */
export function eventPageProjection(f: SharedFragments): string {
  const { IMAGE, LINK } = f;
  return /* groq */ `{
    "hero": hero{ subtitle, "image": image${IMAGE} },
    "event": event->${eventProjection(f)},
    "practicalInfo": practicalInfo[]{ _key, label, value },
    "programme": programme[]->${eventProjection(f)},
    "relatedEvents": relatedEvents[]->${eventProjection(f)},
    ${ribbon('ribbon', LINK)},
    "openingHours": ${openingHoursProjection(f)},
    "place": *[_type == "siteConfig" && site == $site && locale == $locale][0]{ _id, name, street, city, zip }
  }`;
}

/** The ticket page's own fields: the ticket itself, its hero and the events it gives access to. */
export function ticketPageProjection(f: SharedFragments): string {
  const { IMAGE } = f;
  return /* groq */ `{
    "hero": hero{ intro, "image": image${IMAGE} },
    "ticket": ${ticketProjection(f)},
    "events": events[]->${eventProjection(f)}
  }`;
}

/** The ticket overview's own fields: hero and featured tickets. */
export function ticketOverviewProjection(f: SharedFragments): string {
  const { IMAGE } = f;
  return /* groq */ `{
    "hero": hero{ intro, "image": image${IMAGE} },
    "featuredTickets": featuredTickets[]->${ticketProjection(f)}
  }`;
}
