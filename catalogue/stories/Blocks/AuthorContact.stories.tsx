import type { Story, StoryDefault } from '@ladle/react';
import { AuthorContact } from '../../../design-system/blocks/AuthorContact';
import { authorContactFixtures as f } from '../../../fixtures/components/AuthorContact.fixtures';

export default { title: 'Blocks/Author Contact' } satisfies StoryDefault;

export const Default: Story = () => <AuthorContact {...f.default} />;
export const LongText: Story = () => <AuthorContact {...f.longText} />;
export const Minimal: Story = () => <AuthorContact {...f.minimal} />;
export const Empty: Story = () => <AuthorContact {...f.empty} />;
