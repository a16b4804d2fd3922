import { calendarDefinition } from './calendar.pageType';
import { collectionDefinition } from './collection.pageType';
import { educationLevelDefinition } from './educationLevel.pageType';
import { educationOverviewDefinition } from './educationOverview.pageType';
import { educationThemeDefinition } from './educationTheme.pageType';
import { educationTopicDefinition } from './educationTopic.pageType';
import { eventPageDefinition } from './eventPage.pageType';
import { exhibitionDefinition } from './exhibition.pageType';
import { exhibitionOverviewDefinition } from './exhibitionOverview.pageType';
import { frontPageDefinition } from './frontPage.pageType';
import { knowledgeArticleDefinition } from './knowledgeArticle.pageType';
import { knowledgeOverviewDefinition } from './knowledgeOverview.pageType';
import { knowledgeThemeDefinition } from './knowledgeTheme.pageType';
import { landingPageDefinition } from './landingPage.pageType';
import type { PageType } from './pageTypes';
import { podcastEpisodePageDefinition } from './podcastEpisodePage.pageType';
import { podcastOverviewDefinition } from './podcastOverview.pageType';
import { podcastShowPageDefinition } from './podcastShowPage.pageType';
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
  educationLevel: educationLevelDefinition as PageDefinition,
  educationOverview: educationOverviewDefinition as PageDefinition,
  educationTheme: educationThemeDefinition as PageDefinition,
  educationTopic: educationTopicDefinition as PageDefinition,
  knowledgeArticle: knowledgeArticleDefinition as PageDefinition,
  knowledgeOverview: knowledgeOverviewDefinition as PageDefinition,
  knowledgeTheme: knowledgeThemeDefinition as PageDefinition,
  podcastEpisodePage: podcastEpisodePageDefinition as PageDefinition,
  podcastOverview: podcastOverviewDefinition as PageDefinition,
  podcastShowPage: podcastShowPageDefinition as PageDefinition,
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
