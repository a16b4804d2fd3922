import { defineAreaOverview } from './areaOverview.common';

/** The podcast overview: hero, every show of the site and locale (newest first), the 4 newest episodes. */
export const podcastOverviewDefinition = defineAreaOverview({
  type: 'podcastOverview',
  lookup: 'slug',
  requires: 'podcasts',
  label: 'typePodcast',
  sections: [
    {
      heading: 'podcastShowsHeading',
      documents: /* groq */ `*[_type == "podcastShowPage" && site == ^.site && locale == ^.locale] | order(publishedAt desc)`,
    },
    {
      heading: 'podcastLatestHeading',
      documents: /* groq */ `*[_type == "podcastEpisodePage" && site == ^.site && locale == ^.locale]
      | order(publishedAt desc)[0...4]`,
    },
  ],
});
