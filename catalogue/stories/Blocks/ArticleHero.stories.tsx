import type { Story, StoryDefault } from '@ladle/react';
import { ArticleHero } from '../../../design-system/blocks/ArticleHero';
import { articleHeroFixtures as f } from '../../../fixtures/components/ArticleHero.fixtures';

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

export const Default: Story = () => <ArticleHero {...f.default} />;
export const Video: Story = () => <ArticleHero {...f.video} />;
export const LongText: Story = () => <ArticleHero {...f.longText} />;
export const Minimal: Story = () => <ArticleHero {...f.minimal} />;
