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

/**
 * Every page type, each defined once in its own `*.pageType.ts` (how it is found, its label, projection, schema and
 * mapper): one line per type. The page types table (./pageTypes.generated.ts) is generated from this list.
 */
export const pageDefinitionList = [
  frontPageDefinition,
  landingPageDefinition,
  calendarDefinition,
  eventPageDefinition,
  exhibitionDefinition,
  exhibitionOverviewDefinition,
  projectDefinition,
  projectOverviewDefinition,
  collectionDefinition,
  researchUnitDefinition,
  pressOverviewDefinition,
  pressReleaseDefinition,
  publicationDefinition,
  publicationOverviewDefinition,
  serviceDefinition,
  serviceOverviewDefinition,
  knowledgeArticleDefinition,
  knowledgeOverviewDefinition,
  knowledgeThemeDefinition,
  educationOverviewDefinition,
  educationLevelDefinition,
  educationThemeDefinition,
  educationTopicDefinition,
  podcastOverviewDefinition,
  podcastShowPageDefinition,
  podcastEpisodePageDefinition,
  ticketDefinition,
  ticketOverviewDefinition,
  practicalInfoOverviewDefinition,
] as PageDefinition[];

/** Every page type with a content path, by type. */
export const pageDefinitions: Partial<Record<PageType, PageDefinition>> = Object.fromEntries(
  pageDefinitionList.map((definition) => [definition.type, definition]),
);

/** The type-specific projections, as GROQ conditional fields of the one page projection. */
export function typeProjections(): string {
  return Object.values(pageDefinitions)
    .map((definition) => `_type == "${definition.type}" => ${definition.projection}`)
    .join(',\n  ');
}
