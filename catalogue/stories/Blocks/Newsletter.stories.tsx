import type { Story, StoryDefault } from '@ladle/react';
import { Newsletter } from '../../../design-system/blocks/Newsletter';
import { newsletterFixtures as f } from '../../../fixtures/components/Newsletter.fixtures';

export default { title: 'Blocks/Newsletter' } satisfies StoryDefault;

export const Default: Story = () => <Newsletter {...f.default} />;
export const LongText: Story = () => <Newsletter {...f.longText} />;
export const Minimal: Story = () => <Newsletter {...f.minimal} />;
export const Empty: Story = () => <Newsletter {...f.empty} />;
