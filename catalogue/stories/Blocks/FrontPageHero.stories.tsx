import type { Story, StoryDefault } from '@ladle/react';
import { FrontPageHero } from '../../../design-system/blocks/FrontPageHero';
import { frontPageHeroFixtures as f } from '../../../fixtures/components/FrontPageHero.fixtures';

export default { title: 'Blocks/Front Page Hero' } satisfies StoryDefault;

export const Default: Story = () => <FrontPageHero {...f.default} />;
export const Overlay: Story = () => <FrontPageHero {...f.overlay} />;
export const Full: Story = () => <FrontPageHero {...f.full} />;
export const PageTheme: Story = () => <FrontPageHero {...f.pageTheme} />;
export const LongText: Story = () => <FrontPageHero {...f.longText} />;
export const Minimal: Story = () => <FrontPageHero {...f.minimal} />;
/** No featured items: only the page's h1. */
export const Empty: Story = () => <FrontPageHero {...f.empty} />;
