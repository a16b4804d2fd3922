import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EventHero } from '@design-system/blocks/EventHero';
import { eventHeroFor, eventHeroFixtures as f } from '@fixtures/components/EventHero.fixtures';

export default {
  title: 'Blocks/Event Hero',
  meta: {
    usage: {
      when: 'The top of an event page: title, date and time, tags and ticket prices.',
      props: 'title, subtitle, date/dateText/time, tags, image, ticketVariants, ticketLink, cancelled.',
      accessibility:
        'Dates are <time> elements; a cancelled event says so in the heading area in text, not only in colour.',
    },
  },
} satisfies StoryDefault;

/** Christmas at the Prince’s Palace in the selected language. */
export const Default: Story = () => <EventHero {...eventHeroFor(useCatalogueSettings())} />;
export const LongText: Story = () => <EventHero {...f.longText} />;
export const Minimal: Story = () => <EventHero {...f.minimal} />;
export const Cancelled: Story = () => <EventHero {...f.cancelled} />;
