import type { Story, StoryDefault } from '@ladle/react';
import { OpeningHours } from '../../../design-system/blocks/OpeningHours';
import { openingHoursFixtures as f } from '../../../fixtures/components/OpeningHours.fixtures';

export default { title: 'Blocks/Opening Hours' } satisfies StoryDefault;

export const Default: Story = () => <OpeningHours {...f.default} />;
export const LongText: Story = () => <OpeningHours {...f.longText} />;
export const Minimal: Story = () => <OpeningHours {...f.minimal} />;
export const Empty: Story = () => <OpeningHours {...f.empty} />;
