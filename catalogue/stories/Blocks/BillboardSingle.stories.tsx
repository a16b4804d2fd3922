import type { Story, StoryDefault } from '@ladle/react';
import { BillboardSingle } from '../../../design-system/blocks/BillboardSingle';
import { billboardSingleFixtures as f } from '../../../fixtures/components/BillboardSingle.fixtures';

export default { title: 'Blocks/Billboard Single' } satisfies StoryDefault;

export const Default: Story = () => <BillboardSingle {...f.default} />;
export const LongText: Story = () => <BillboardSingle {...f.longText} />;
export const Minimal: Story = () => <BillboardSingle {...f.minimal} />;
export const Themed: Story = () => <BillboardSingle {...f.themed} />;
export const Empty: Story = () => <BillboardSingle {...f.empty} />;
