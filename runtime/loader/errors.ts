/** The spec's error texts (section 8), exactly. */
export const LOADER_ERRORS = {
  siteRequired: 'The site parameter is required when requesting a page from Sanity',
  pathRequired: 'The path parameter is required when requesting a page from Sanity',
  pathSlash: 'The path parameter must begin with a forward slash',
  unknownSite: (site: string) => `Unknown site: ${site}`,
  rootLocaleRequired: 'Locale is required when requesting rootData from Sanity',
  rootSiteRequired: 'Site is required when requesting rootData from Sanity',
  noCms: (site: string) => `No CMS found for site ${site}`,
} as const;

/** Invalid input to a loader: the message is one of LOADER_ERRORS. */
export class LoaderInputError extends Error {
  override name = 'LoaderInputError';
}
