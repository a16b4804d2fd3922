import { DEFAULT_SITE, isSiteId, type SiteId, siteIds } from './registry';

/**
 * Host names are configuration: each site has a configured public origin (used for every absolute
 * URL we write) and the host names that select it. The request's Host header only ever *selects* a
 * site from this map; it is never written into a URL.
 */
export interface HostConfig {
  /** The public origin of each site, e.g. https://natmus.dk. */
  origins: Record<SiteId, string>;
  /** Host name (lower case, no port) to site. */
  hosts: Record<string, SiteId>;
}

const productionOrigins: Record<SiteId, string> = {
  natmus: 'https://natmus.dk',
  forskning: 'https://forskning.natmus.dk',
  bevaring: 'https://bevaring.natmus.dk',
  samling: 'https://samling.natmus.dk',
  frilandsmuseet: 'https://frilandsmuseet.dk',
  krigsmuseet: 'https://krigsmuseet.dk',
  frihedsmuseet: 'https://frihedsmuseet.dk',
  kronborg: 'https://kronborg.dk',
  'kongernes-jelling': 'https://kongernesjelling.dk',
  trelleborg: 'https://trelleborg.dk',
  dwarf: 'https://dwarf.natmus.dk',
};

/** Production domains plus www variants. */
function productionHosts(): Record<string, SiteId> {
  const map: Record<string, SiteId> = {};
  for (const id of siteIds) {
    const host = new URL(productionOrigins[id]).hostname;
    map[host] = id;
    map[`www.${host}`] = id;
  }
  return map;
}

/** Dev default: `localhost` is the main site, `{site}.localhost` that site. */
function devHosts(): Record<string, SiteId> {
  const map: Record<string, SiteId> = { localhost: DEFAULT_SITE, '127.0.0.1': DEFAULT_SITE };
  for (const id of siteIds) map[`${id}.localhost`] = id;
  return map;
}

function devOrigins(port: string): Record<SiteId, string> {
  const origins = {} as Record<SiteId, string>;
  for (const id of siteIds) {
    origins[id] = id === DEFAULT_SITE ? `http://localhost:${port}` : `http://${id}.localhost:${port}`;
  }
  return origins;
}

/**
 * The host configuration from the environment. SITE_ORIGINS=production uses the production
 * domains as origins; otherwise (the default for `npm start` and tests) the dev origins on PORT.
 * SITE_ORIGINS may also be JSON: {"natmus":"https://staging.natmus.dk", ...}, merged over the default.
 */
export function hostConfigFromEnv(env: Record<string, string | undefined> = process.env): HostConfig {
  const port = env.PUBLIC_PORT ?? env.PORT ?? '3000';
  const hosts = { ...productionHosts(), ...devHosts() };
  const setting = env.SITE_ORIGINS?.trim();
  if (setting === 'production') return { origins: { ...productionOrigins }, hosts };
  const origins = devOrigins(port);
  if (setting?.startsWith('{')) {
    const parsed = JSON.parse(setting) as Record<string, string>;
    for (const [id, origin] of Object.entries(parsed)) {
      if (!isSiteId(id)) throw new Error(`Unknown site: ${id}`);
      origins[id] = new URL(origin).origin;
      hosts[new URL(origin).hostname] = id;
    }
  }
  return { origins, hosts };
}

/** The host name a Host header names: lower case, without port or a final dot ('' without a header). */
export function hostnameOf(hostHeader: string | undefined | null): string {
  return (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The site a Host header selects; an unmapped or malformed host gets the default site. */
export function siteForHost(hostHeader: string | undefined | null, config: HostConfig): SiteId {
  if (!hostHeader) return DEFAULT_SITE;
  return config.hosts[hostnameOf(hostHeader)] ?? DEFAULT_SITE;
}
