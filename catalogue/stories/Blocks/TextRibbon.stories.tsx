import type { Story, StoryDefault } from '@ladle/react';
import { TextRibbon } from '../../../design-system/blocks/TextRibbon';
import { textRibbonFixtures as f } from '../../../fixtures/components/TextRibbon.fixtures';

export default { title: 'Blocks/Text Ribbon' } satisfies StoryDefault;

export const Default: Story = () => <TextRibbon {...f.default} />;
export const LongText: Story = () => <TextRibbon {...f.longText} />;
export const Minimal: Story = () => <TextRibbon {...f.minimal} />;
export const Empty: Story = () => <TextRibbon {...f.empty} />;
