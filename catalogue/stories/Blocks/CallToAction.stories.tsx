import type { Story, StoryDefault } from '@ladle/react';
import { CallToAction } from '../../../design-system/blocks/CallToAction';
import { callToActionFixtures as f } from '../../../fixtures/components/CallToAction.fixtures';

export default {
  title: 'Blocks/Call To Action',
  meta: {
    usage: {
      when: 'A short list of downloads or links the visitor should act on (a teaching material, an application form).',
      props: 'title, items (file or link, label).',
      accessibility: 'File links say the file type and size in their name; every item is a real link.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <CallToAction {...f.default} />;
export const LongText: Story = () => <CallToAction {...f.longText} />;
export const Minimal: Story = () => <CallToAction {...f.minimal} />;
export const Empty: Story = () => <CallToAction {...f.empty} />;
