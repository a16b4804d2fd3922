import type { Story, StoryDefault } from '@ladle/react';
import { ServiceList } from '../../../design-system/blocks/ServiceList';
import { serviceListFixtures as f } from '../../../fixtures/components/ServiceList.fixtures';

export default {
  title: 'Blocks/Service List',
  meta: {
    usage: {
      when: 'The services of the conservation site (analyses, advice).',
      props: 'title, items.',
      accessibility: 'A list with a heading; each service is a link with a short description.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <ServiceList {...f.default} />;
export const LongText: Story = () => <ServiceList {...f.longText} />;
export const Minimal: Story = () => <ServiceList {...f.minimal} />;
export const WithUntitled: Story = () => <ServiceList {...f.withUntitled} />;
export const Empty: Story = () => <ServiceList {...f.empty} />;
