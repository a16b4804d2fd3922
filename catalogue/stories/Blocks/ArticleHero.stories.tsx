import type { Story, StoryDefault } from '@ladle/react';
import { ArticleHero } from '../../../design-system/blocks/ArticleHero';
import { knowledgeArticleFixtures as f } from '../../../fixtures/components/KnowledgeArticle.fixtures';

export default { title: 'Blocks/Article Hero' } satisfies StoryDefault;

export const Default: Story = () => <ArticleHero {...f.default.hero} />;
export const Video: Story = () => <ArticleHero {...f.video.hero} />;
export const LongText: Story = () => <ArticleHero {...f.longText.hero} />;
export const Minimal: Story = () => <ArticleHero {...f.minimal.hero} />;
