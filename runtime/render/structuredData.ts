import { domainOpeningHours } from '../cms/mappers/calendar.mapper';
import type { CmsRootData } from '../cms/schemas/rootData.schema';
import type { IsoDate } from '../domain/calendarDate';
import type { HostConfig } from '../sites/hosts';
import { type SiteId, sites } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';
import { openingHoursJsonLd } from './openingHoursJsonLd';

type JsonLd = Record<string, unknown>;

/**
 * The site's Organization (the museum, with its address and its opening hours as of `today`) and
 * WebSite with a SearchAction.
 */
export function siteStructuredData(
  site: SiteId,
  root: CmsRootData | null,
  hosts: HostConfig,
  today?: IsoDate,
): JsonLd[] {
  const origin = absoluteUrl(site, '/', hosts);
  const config = root?.siteConfig;
  const name = config?.seo?.title ?? config?.name ?? sites[site].name;
  const sameAs = (root?.navigationData?.footer?.socialMedia ?? []).map((profile) => profile.url);
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    '@id': `${origin}#organization`,
    name: config?.name ?? sites[site].name,
    url: origin,
    ...(config?.seo?.description ? { description: config.seo.description } : {}),
    ...(config?.street && config.city && config.zip
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: config.street,
            postalCode: config.zip,
            addressLocality: config.city,
            addressCountry: 'DK',
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(today ? openingHoursJsonLd(domainOpeningHours(root?.shellHours?.openingHours), today) : {}),
  };
  const website: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}#website`,
    name,
    url: origin,
    publisher: { '@id': `${origin}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site, '/soeg', hosts)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
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
