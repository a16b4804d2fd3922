import type { Story, StoryDefault } from '@ladle/react';
import { CalendarTeaser } from '../../../design-system/blocks/CalendarTeaser';
import { calendarTeaserFixtures as f } from '../../../fixtures/components/CalendarTeaser.fixtures';

export default { title: 'Blocks/Calendar Teaser' } satisfies StoryDefault;

export const Default: Story = () => <CalendarTeaser {...f.default} />;
export const LongText: Story = () => <CalendarTeaser {...f.longText} />;
export const Minimal: Story = () => <CalendarTeaser {...f.minimal} />;
export const OnlyToday: Story = () => <CalendarTeaser {...f.onlyToday} />;
export const Empty: Story = () => <CalendarTeaser {...f.empty} />;
