import type { Story, StoryDefault } from '@ladle/react';
import { Accordion } from '../../../design-system/blocks/Accordion';
import { accordionBlockFixtures as f } from '../../../fixtures/components/AccordionBlock.fixtures';

export default { title: 'Blocks/Accordion' } satisfies StoryDefault;

export const Default: Story = () => <Accordion {...f.default} />;
export const LongText: Story = () => <Accordion {...f.longText} />;
export const Minimal: Story = () => <Accordion {...f.minimal} />;
export const Empty: Story = () => <Accordion {...f.empty} />;
