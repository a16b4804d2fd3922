import type { Story, StoryDefault } from '@ladle/react';
import { Contact } from '../../../design-system/blocks/Contact';
import { contactFixtures as f } from '../../../fixtures/components/Contact.fixtures';

export default { title: 'Blocks/Contact' } satisfies StoryDefault;

export const Default: Story = () => <Contact {...f.default} />;
export const LongText: Story = () => <Contact {...f.longText} />;
export const Minimal: Story = () => <Contact {...f.minimal} />;
export const WithDropped: Story = () => <Contact {...f.withDropped} />;
export const Empty: Story = () => <Contact {...f.empty} />;
