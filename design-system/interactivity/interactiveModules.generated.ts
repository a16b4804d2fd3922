// Generated from the 'use client' markers by design-system/interactivity/vitePlugin.ts (any build or dev
// server rewrites it): the blocks and templates whose code a first load hydrates. Do not edit.
export const interactiveModules: ReadonlySet<string> = new Set([
  'Accordion',
  'ArticleHero',
  'EducationTabs',
  'EducationTopic',
  'ImageSlider',
  'KnowledgeArticle',
  'OverviewPage',
  'PodcastEpisodePage',
  'PodcastEpisodeTabs',
  'PodcastHero',
  'PodcastSeasons',
  'PodcastShowPage',
  'PodcastTeaser',
  'RelatedContent',
  'TabsCurrentUpcoming',
  'VideoBlock',
]);
