import type { Story, StoryDefault } from '@ladle/react';
import { ArticleHero } from '../../../design-system/blocks/ArticleHero';
import { articleHeroFixtures as f } from '../../../fixtures/components/ArticleHero.fixtures';

export default { title: 'Blocks/Article Hero' } satisfies StoryDefault;

export const Default: Story = () => <ArticleHero {...f.default} />;
export const Video: Story = () => <ArticleHero {...f.video} />;
export const LongText: Story = () => <ArticleHero {...f.longText} />;
export const Minimal: Story = () => <ArticleHero {...f.minimal} />;
