import type { Story, StoryDefault } from '@ladle/react';
import { PageHero } from '../../../design-system/blocks/PageHero';
import { pageHeroFixtures as f } from '../../../fixtures/components/PageHero.fixtures';

export default { title: 'Blocks/Page Hero' } satisfies StoryDefault;

export const Default: Story = () => <PageHero {...f.default} />;
export const LongText: Story = () => <PageHero {...f.longText} />;
export const Minimal: Story = () => <PageHero {...f.minimal} />;
export const NoImage: Story = () => <PageHero {...f.noImage} />;
