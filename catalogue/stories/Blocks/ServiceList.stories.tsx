import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ServiceList } from '@design-system/blocks/ServiceList';
import { serviceListFixtures as f, serviceListFor } from '@fixtures/components/ServiceList.fixtures';

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

/** The conservation site's services in the selected language. */
export const Default: Story = () => <ServiceList {...serviceListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <ServiceList {...f.longText} />;
export const Minimal: Story = () => <ServiceList {...f.minimal} />;
export const WithUntitled: Story = () => <ServiceList {...f.withUntitled} />;
export const Empty: Story = () => <ServiceList {...f.empty} />;
