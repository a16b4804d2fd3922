import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EventList } from '@design-system/blocks/EventList';
import { eventListFor, eventListFixtures as f } from '@fixtures/components/EventList.fixtures';

export default {
  title: 'Blocks/Event List',
  meta: {
    usage: {
      when: 'Events on a landing page or exhibition page, as teasers.',
      props: 'title, items (event teasers), link (to the calendar).',
      accessibility: 'A list under a heading; each event teaser follows the Teaser rules.',
    },
  },
} satisfies StoryDefault;

/** The events in the selected language. */
export const Default: Story = () => <EventList {...eventListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <EventList {...f.longText} />;
export const Minimal: Story = () => <EventList {...f.minimal} />;
export const WithUntitled: Story = () => <EventList {...f.withUntitled} />;
export const Empty: Story = () => <EventList {...f.empty} />;
