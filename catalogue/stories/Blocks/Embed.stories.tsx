import type { Story, StoryDefault } from '@ladle/react';
import { Embed } from '../../../design-system/blocks/Embed';
import { embedFixtures as f } from '../../../fixtures/components/Embed.fixtures';

export default { title: 'Blocks/Embed' } satisfies StoryDefault;

export const Default: Story = () => <Embed {...f.default} />;
export const Office: Story = () => <Embed {...f.office} />;
export const ConsentSettings: Story = () => <Embed {...f.consentSettings} />;
export const Paperform: Story = () => <Embed {...f.paperform} />;
export const LongText: Story = () => <Embed {...f.longText} />;
export const Minimal: Story = () => <Embed {...f.minimal} />;
export const Empty: Story = () => <Embed {...f.empty} />;
