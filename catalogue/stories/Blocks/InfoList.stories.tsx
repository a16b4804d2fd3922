import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { InfoList } from '@design-system/blocks/InfoList';
import { infoListFixtures as f, infoListFor } from '@fixtures/components/InfoList.fixtures';

export default {
  title: 'Blocks/Info List',
  meta: {
    usage: {
      when: 'Short facts as label/value pairs (period, place, material).',
      props: 'title, items (label, value).',
      accessibility: 'A description list (<dl>): label and value stay paired for screen readers.',
    },
  },
} satisfies StoryDefault;

/** The guided tour’s facts in the selected language, meeting where the selected site’s tours start. */
export const Default: Story = () => <InfoList {...infoListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <InfoList {...f.longText} />;
export const Minimal: Story = () => <InfoList {...f.minimal} />;
export const WithDropped: Story = () => <InfoList {...f.withDropped} />;
export const Empty: Story = () => <InfoList {...f.empty} />;
