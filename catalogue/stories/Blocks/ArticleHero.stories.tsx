import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ArticleHero } from '@design-system/blocks/ArticleHero';
import { articleHeroFor, articleHeroFixtures as f } from '@fixtures/components/ArticleHero.fixtures';

export default {
  title: 'Blocks/Article Hero',
  meta: {
    usage: {
      when: 'The top of a knowledge article: title, intro, authors and a large image or video.',
      props: 'title, label, intro, image or video, authors, publishedAt.',
      accessibility:
        "The title is the page's h1; the publication date is a <time>; the image needs a meaningful alt in every language.",
    },
  },
} satisfies StoryDefault;

/** The bog-find article’s hero in the selected language. */
export const Default: Story = () => <ArticleHero {...articleHeroFor(useCatalogueSettings())} />;
export const Video: Story = () => <ArticleHero {...f.video} />;
export const LongText: Story = () => <ArticleHero {...f.longText} />;
export const Minimal: Story = () => <ArticleHero {...f.minimal} />;
