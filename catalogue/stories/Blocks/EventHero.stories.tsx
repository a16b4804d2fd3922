import type { Story, StoryDefault } from '@ladle/react';
import { EventHero } from '../../../design-system/blocks/EventHero';
import { eventHeroFixtures as f } from '../../../fixtures/components/EventHero.fixtures';

export default { title: 'Blocks/Event Hero' } satisfies StoryDefault;

export const Default: Story = () => <EventHero {...f.default} />;
export const LongText: Story = () => <EventHero {...f.longText} />;
export const Minimal: Story = () => <EventHero {...f.minimal} />;
export const Cancelled: Story = () => <EventHero {...f.cancelled} />;
