/** The site's place as the CMS gives it (siteConfig: name, street, zip, city). */
export interface CmsPlace {
  name?: string | null;
  street?: string | null;
  city?: string | null;
  zip?: string | null;
}

/**
 * schema.org Place of the site, with its PostalAddress when street and city are known: the `location` of an Event or
 * an ExhibitionEvent. `within` names the room or building inside the site ("Prinsens Palæ, Nationalmuseet"). Null
 * without a place name.
 */
export function sitePlaceJsonLd(
  place: CmsPlace | null | undefined,
  within?: string | null,
): Record<string, unknown> | null {
  const name = place?.name?.trim();
  if (!name) return null;
  const street = place?.street?.trim();
  const city = place?.city?.trim();
  const zip = place?.zip?.trim();
  return {
    '@type': 'Place',
    name: within?.trim() ? `${within.trim()}, ${name}` : name,
    ...(street && city
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: street,
            ...(zip ? { postalCode: zip } : {}),
            addressLocality: city,
            addressCountry: 'DK',
          },
        }
      : {}),
  };
}
