import type { PageType } from '../pageTypes';
import { educationLevelDefinition } from './educationLevel.pageType';
import { educationOverviewDefinition } from './educationOverview.pageType';
import { educationThemeDefinition } from './educationTheme.pageType';
import { educationTopicDefinition } from './educationTopic.pageType';
import { frontPageDefinition } from './frontPage.pageType';
import { knowledgeArticleDefinition } from './knowledgeArticle.pageType';
import { knowledgeOverviewDefinition } from './knowledgeOverview.pageType';
import { knowledgeThemeDefinition } from './knowledgeTheme.pageType';
import { landingPageDefinition } from './landingPage.pageType';
import { podcastEpisodePageDefinition } from './podcastEpisodePage.pageType';
import { podcastOverviewDefinition } from './podcastOverview.pageType';
import { podcastShowPageDefinition } from './podcastShowPage.pageType';
import type { PageDefinition } from './types';

/** Every page type with a content path: one line per type, each defined in its own `*.page.ts`. */
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
};

/** The type-specific projections, as GROQ conditional fields of the one page projection. */
export function typeProjections(): string {
  return Object.values(pageDefinitions)
    .map((definition) => `_type == "${definition.type}" => ${definition.projection}`)
    .join(',\n  ');
}
