import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { OpeningHours } from '@design-system/blocks/OpeningHours';
import { openingHoursFixtures as f, openingHoursFor } from '@fixtures/components/OpeningHours.fixtures';

export default {
  title: 'Blocks/Opening Hours',
  meta: {
    usage: {
      when: "Today's status and the week's opening hours, with exceptions (closed days, extra open days).",
      props: 'today, week, exceptions (date, reason), title.',
      accessibility:
        'Today is marked in text, not only in colour; the week is a table-like list with days spelled out.',
    },
  },
} satisfies StoryDefault;

/** The selected site's opening hours in the selected language. */
export const Default: Story = () => <OpeningHours {...openingHoursFor(useCatalogueSettings())} />;
export const LongText: Story = () => <OpeningHours {...f.longText} />;
export const Minimal: Story = () => <OpeningHours {...f.minimal} />;
export const Empty: Story = () => <OpeningHours {...f.empty} />;
