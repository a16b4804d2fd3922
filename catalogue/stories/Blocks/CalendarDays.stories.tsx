import type { Story, StoryDefault } from '@ladle/react';
import { CalendarDays } from '../../../design-system/blocks/CalendarDays';
import { calendarDaysFixtures as f } from '../../../fixtures/components/CalendarDays.fixtures';

export default { title: 'Blocks/Calendar Days' } satisfies StoryDefault;

export const Default: Story = () => <CalendarDays {...f.default} />;
export const Timeline: Story = () => <CalendarDays {...f.timeline} />;
export const LongText: Story = () => <CalendarDays {...f.longText} />;
export const Minimal: Story = () => <CalendarDays {...f.minimal} />;
export const WithUntitled: Story = () => <CalendarDays {...f.withUntitled} />;
export const Empty: Story = () => <CalendarDays {...f.empty} />;
