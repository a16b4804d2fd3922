import type { Story, StoryDefault } from '@ladle/react';
import { Embed } from '@design-system/blocks/Embed';
import { embedFixtures as f } from '@fixtures/components/Embed.fixtures';

export default {
  title: 'Blocks/Embed',
  meta: {
    usage: {
      when: 'A third-party form or widget the editor pasted (Jotform, Office forms, Paperform, consent settings).',
      props: 'code (the snippet): the kind is recognised from its content.',
      accessibility:
        'The embed needs its own accessible title; third-party forms are outside our control, so link to an alternative.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <Embed {...f.default} />;
export const Office: Story = () => <Embed {...f.office} />;
export const ConsentSettings: Story = () => <Embed {...f.consentSettings} />;
export const Paperform: Story = () => <Embed {...f.paperform} />;
export const LongText: Story = () => <Embed {...f.longText} />;
export const Minimal: Story = () => <Embed {...f.minimal} />;
export const Empty: Story = () => <Embed {...f.empty} />;
