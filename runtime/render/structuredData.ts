import { domainOpeningHours } from '../cms/calendar/calendar.mapper';
import type { CmsRootData } from '../cms/rootData/rootData.schema';
import type { IsoDate } from '../domain/calendarDate';
import { FAVICON_PATH } from '../server/favicon';
import type { HostConfig } from '../sites/hosts';
import { type SiteId, sites } from '../sites/registry';
import { absoluteUrl, siteNodeId } from '../sites/urls';
import { openingHoursJsonLd } from './openingHoursJsonLd';

type JsonLd = Record<string, unknown>;

/**
 * The site's structured data: the Organization that runs it (name, logo, address, social profiles), the Place
 * visitors come to when the site has one (a Museum, or a castle or monument as LandmarksOrHistoricalBuildings,
 * with its address and its opening hours as of `today`, special hours for closed and extra open days), linked as the
 * organization's `location`, and the WebSite with a SearchAction. Pages refer to the organization by its `@id`
 * (publisher, organizer).
 */
export function siteStructuredData(
  site: SiteId,
  root: CmsRootData | null,
  hosts: HostConfig,
  today?: IsoDate,
): JsonLd[] {
  const origin = absoluteUrl(site, '/', hosts);
  const config = root?.siteConfig;
  const name = config?.name ?? sites[site].name;
  const sameAs = (root?.navigationData?.footer?.socialMedia ?? []).map((profile) => profile.url);
  const address =
    config?.street && config.city
      ? {
          '@type': 'PostalAddress',
          streetAddress: config.street,
          ...(config.zip ? { postalCode: config.zip } : {}),
          addressLocality: config.city,
          addressCountry: 'DK',
        }
      : undefined;
  const placeType = sites[site].placeType;
  const place: JsonLd | null = placeType
    ? {
        '@context': 'https://schema.org',
        '@type': placeType,
        '@id': siteNodeId(site, 'place', hosts),
        name,
        url: origin,
        ...(address ? { address } : {}),
        ...(today ? openingHoursJsonLd(domainOpeningHours(root?.shellHours?.openingHours), today) : {}),
      }
    : null;
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': siteNodeId(site, 'organization', hosts),
    name,
    url: origin,
    logo: absoluteUrl(site, FAVICON_PATH, hosts),
    ...(config?.seo?.description ? { description: config.seo.description } : {}),
    ...(address ? { address } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(place ? { location: { '@id': siteNodeId(site, 'place', hosts) } } : {}),
  };
  const website: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': siteNodeId(site, 'website', hosts),
    name: config?.seo?.title ?? name,
    url: origin,
    publisher: { '@id': siteNodeId(site, 'organization', hosts) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site, '/soeg', hosts)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return place ? [organization, place, website] : [organization, website];
}

/** A page's own structured data (seo.structuredData, a JSON string): kept only when it parses as an object. */
export function pageStructuredData(text: string | undefined): JsonLd[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.filter((item): item is JsonLd => typeof item === 'object' && item !== null && '@type' in item);
  } catch {
    console.warn('[content] seo.structuredData is not valid JSON; left out');
    return [];
  }
}

/** JSON for a script element: `<` escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
