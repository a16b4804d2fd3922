import type { PageType } from '../pageTypes';
import { calendarDefinition } from './calendar.pageType';
import { collectionDefinition } from './collection.pageType';
import { eventPageDefinition } from './eventPage.pageType';
import { exhibitionDefinition } from './exhibition.pageType';
import { exhibitionOverviewDefinition } from './exhibitionOverview.pageType';
import { frontPageDefinition } from './frontPage.pageType';
import { landingPageDefinition } from './landingPage.pageType';
import { practicalInfoOverviewDefinition } from './practicalInfoOverview.pageType';
import { pressOverviewDefinition } from './pressOverview.pageType';
import { pressReleaseDefinition } from './pressRelease.pageType';
import { projectDefinition } from './project.pageType';
import { projectOverviewDefinition } from './projectOverview.pageType';
import { publicationDefinition } from './publication.pageType';
import { publicationOverviewDefinition } from './publicationOverview.pageType';
import { researchUnitDefinition } from './researchUnit.pageType';
import { serviceDefinition } from './service.pageType';
import { serviceOverviewDefinition } from './serviceOverview.pageType';
import { ticketDefinition } from './ticket.pageType';
import { ticketOverviewDefinition } from './ticketOverview.pageType';
import type { PageDefinition } from './types';

/** Every page type with a content path: one line per type, each defined in its own `*.pageType.ts`. */
export const pageDefinitions: Partial<Record<PageType, PageDefinition>> = {
  frontPage: frontPageDefinition as PageDefinition,
  landingPage: landingPageDefinition as PageDefinition,
  collection: collectionDefinition as PageDefinition,
  exhibition: exhibitionDefinition as PageDefinition,
  exhibitionOverview: exhibitionOverviewDefinition as PageDefinition,
  practicalInfoOverview: practicalInfoOverviewDefinition as PageDefinition,
  pressOverview: pressOverviewDefinition as PageDefinition,
  pressRelease: pressReleaseDefinition as PageDefinition,
  project: projectDefinition as PageDefinition,
  projectOverview: projectOverviewDefinition as PageDefinition,
  publication: publicationDefinition as PageDefinition,
  publicationOverview: publicationOverviewDefinition as PageDefinition,
  researchUnit: researchUnitDefinition as PageDefinition,
  service: serviceDefinition as PageDefinition,
  serviceOverview: serviceOverviewDefinition as PageDefinition,
  calendar: calendarDefinition as PageDefinition,
  eventPage: eventPageDefinition as PageDefinition,
  ticket: ticketDefinition as PageDefinition,
  ticketOverview: ticketOverviewDefinition as PageDefinition,
};

/** The type-specific projections, as GROQ conditional fields of the one page projection. */
export function typeProjections(): string {
  return Object.values(pageDefinitions)
    .map((definition) => `_type == "${definition.type}" => ${definition.projection}`)
    .join(',\n  ');
}
