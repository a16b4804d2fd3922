import type { LogoId } from '@tokens/sites';
import { siteTokens } from '@tokens/sites';

/** The spec's site identifiers (section 1). `natmus` is the main site. */
export const siteIds = [
  'natmus',
  'forskning',
  'bevaring',
  'samling',
  'frilandsmuseet',
  'krigsmuseet',
  'frihedsmuseet',
  'kronborg',
  'kongernes-jelling',
  'trelleborg',
  'dwarf',
] as const;

export type SiteId = (typeof siteIds)[number];

/** Optional content types, enabled per site (spec section 1). */
export type OptionalContentType =
  | 'press'
  | 'researchUnits'
  | 'projects'
  | 'publications'
  | 'collections'
  | 'knowledge'
  | 'podcasts'
  | 'services';

/** A calendar horizon, in whole months (spec section 9). */
export type CalendarHorizon = { months: number };

export interface SiteDefinition {
  id: SiteId;
  /** The site's name as visitors know it. */
  name: string;
  /** Left out in production (the freedom museum and the internal site). */
  productionExcluded: boolean;
  /** The content project group the site shares with others. */
  contentGroup: ContentGroup;
  enabledContentTypes: readonly OptionalContentType[];
  calendarHorizon: CalendarHorizon;
  /** Exhibitions are called experiences on this site, in all four languages. */
  relabelsExhibitionsAsExperiences: boolean;
  logo: LogoId;
  /**
   * What visitors come to, as a schema.org Place type: a Museum, a historic place (a castle, a royal monument, a
   * Viking fortress), or none for the sites of a department (research, conservation, collection), which are an
   * Organization only.
   */
  placeType: SitePlaceType | null;
  /** The spec's base path of /{site name}. */
  basePath: string;
}

export type SitePlaceType = 'Museum' | 'LandmarksOrHistoricalBuildings';

export const contentGroups = ['natmus', 'slotte', 'vikingetid'] as const;
export type ContentGroup = (typeof contentGroups)[number];

const DEFAULT_HORIZON: CalendarHorizon = { months: 2 };

function site(
  id: SiteId,
  name: string,
  options: Partial<Omit<SiteDefinition, 'id' | 'name' | 'logo' | 'basePath'>> = {},
): SiteDefinition {
  return {
    id,
    name,
    productionExcluded: false,
    contentGroup: 'natmus',
    enabledContentTypes: [],
    calendarHorizon: DEFAULT_HORIZON,
    relabelsExhibitionsAsExperiences: false,
    placeType: 'Museum',
    logo: siteTokens[id].logo,
    basePath: `/${id}`,
    ...options,
  };
}

export const sites: Readonly<Record<SiteId, SiteDefinition>> = {
  natmus: site('natmus', 'Nationalmuseet', {
    enabledContentTypes: ['press'],
    calendarHorizon: { months: 2 },
  }),
  forskning: site('forskning', 'Nationalmuseets Forskning', {
    enabledContentTypes: ['researchUnits', 'projects', 'press', 'publications'],
    placeType: null,
  }),
  bevaring: site('bevaring', 'Nationalmuseets Bevaring', {
    enabledContentTypes: ['knowledge', 'podcasts', 'press', 'projects', 'services'],
    placeType: null,
  }),
  samling: site('samling', 'Nationalmuseets Samling', {
    enabledContentTypes: ['collections', 'press'],
    placeType: null,
  }),
  frilandsmuseet: site('frilandsmuseet', 'Frilandsmuseet', {
    calendarHorizon: { months: 1 },
    relabelsExhibitionsAsExperiences: true,
  }),
  krigsmuseet: site('krigsmuseet', 'Krigsmuseet', {
    calendarHorizon: { months: 12 },
  }),
  frihedsmuseet: site('frihedsmuseet', 'Frihedsmuseet', { productionExcluded: true }),
  kronborg: site('kronborg', 'Kronborg Slot', {
    contentGroup: 'slotte',
    calendarHorizon: { months: 2 },
    relabelsExhibitionsAsExperiences: true,
    placeType: 'LandmarksOrHistoricalBuildings',
  }),
  'kongernes-jelling': site('kongernes-jelling', 'Kongernes Jelling', {
    contentGroup: 'vikingetid',
    relabelsExhibitionsAsExperiences: true,
    placeType: 'LandmarksOrHistoricalBuildings',
  }),
  trelleborg: site('trelleborg', 'Trelleborg', {
    contentGroup: 'vikingetid',
    relabelsExhibitionsAsExperiences: true,
    placeType: 'LandmarksOrHistoricalBuildings',
  }),
  dwarf: site('dwarf', 'Dwarf', { productionExcluded: true }),
};

export const DEFAULT_SITE: SiteId = 'natmus';

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (siteIds as readonly string[]).includes(value);
}

/** The site definition for an id; throws the spec's error for anything else. */
export function getSite(id: string): SiteDefinition {
  if (!isSiteId(id)) throw new Error(`Unknown site: ${id}`);
  return sites[id];
}

/** The sites served in production (frihedsmuseet and dwarf are left out). */
export function productionSites(): SiteDefinition[] {
  return siteIds.map((id) => sites[id]).filter((s) => !s.productionExcluded);
}

export function isContentTypeEnabled(siteId: SiteId, type: OptionalContentType): boolean {
  return sites[siteId].enabledContentTypes.includes(type);
}
