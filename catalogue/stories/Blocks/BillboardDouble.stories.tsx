import type { Story, StoryDefault } from '@ladle/react';
import { BillboardDouble } from '../../../design-system/blocks/BillboardDouble';
import { billboardDoubleFixtures as f } from '../../../fixtures/components/BillboardDouble.fixtures';

export default { title: 'Blocks/Billboard Double' } satisfies StoryDefault;

export const Default: Story = () => <BillboardDouble {...f.default} />;
export const WithTitle: Story = () => <BillboardDouble {...f.withTitle} />;
export const LongText: Story = () => <BillboardDouble {...f.longText} />;
export const Minimal: Story = () => <BillboardDouble {...f.minimal} />;
export const Empty: Story = () => <BillboardDouble {...f.empty} />;
