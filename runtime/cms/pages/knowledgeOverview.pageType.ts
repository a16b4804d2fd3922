import { defineAreaOverview } from './areaOverview.common';

/** The knowledge overview: hero, every theme of the site and locale, and the six newest articles. */
export const knowledgeOverviewDefinition = defineAreaOverview({
  type: 'knowledgeOverview',
  lookup: 'slug',
  requires: 'knowledge',
  label: 'typeKnowledge',
  sections: [
    {
      heading: 'knowledgeThemesHeading',
      documents: /* groq */ `*[_type == "knowledgeTheme" && site == ^.site && locale == ^.locale] | order(title asc)`,
    },
    {
      heading: 'knowledgeArticlesHeading',
      documents: /* groq */ `*[_type == "knowledgeArticle" && site == ^.site && locale == ^.locale]
      | order(publishedAt desc)[0...6]`,
    },
  ],
});
