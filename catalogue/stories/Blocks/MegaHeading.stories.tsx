import type { Story, StoryDefault } from '@ladle/react';
import { MegaHeading } from '../../../design-system/blocks/MegaHeading';
import { megaHeadingFixtures as f } from '../../../fixtures/components/MegaHeading.fixtures';

export default { title: 'Blocks/Mega Heading' } satisfies StoryDefault;

export const Default: Story = () => <MegaHeading {...f.default} />;
export const LongText: Story = () => <MegaHeading {...f.longText} />;
export const Minimal: Story = () => <MegaHeading {...f.minimal} />;
export const Empty: Story = () => <MegaHeading {...f.empty} />;
