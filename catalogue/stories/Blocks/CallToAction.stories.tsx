import type { Story, StoryDefault } from '@ladle/react';
import { CallToAction } from '../../../design-system/blocks/CallToAction';
import { callToActionFixtures as f } from '../../../fixtures/components/CallToAction.fixtures';

export default { title: 'Blocks/Call To Action' } satisfies StoryDefault;

export const Default: Story = () => <CallToAction {...f.default} />;
export const LongText: Story = () => <CallToAction {...f.longText} />;
export const Minimal: Story = () => <CallToAction {...f.minimal} />;
export const Empty: Story = () => <CallToAction {...f.empty} />;
