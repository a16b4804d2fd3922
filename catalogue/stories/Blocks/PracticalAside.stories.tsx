import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PracticalAside } from '@design-system/blocks/PracticalAside';
import { practicalAsideFixtures as f, practicalAsideFor } from '@fixtures/components/PracticalAside.fixtures';

export default {
  title: 'Blocks/Practical Aside',
  meta: {
    usage: {
      when: 'Opening hours, prices and address beside an exhibition or event.',
      props: 'title, openingHours, prices, pricesNote, place, street, city, cta, moreLink.',
      accessibility: 'An aside landmark named by its title; the ticket call to action is a link, not a button.',
    },
  },
} satisfies StoryDefault;

/** The selected site's hours, prices and address in the selected language. */
export const Default: Story = () => <PracticalAside {...practicalAsideFor(useCatalogueSettings())} />;
export const Event: Story = () => <PracticalAside {...f.event} />;
export const LongText: Story = () => <PracticalAside {...f.longText} />;
export const Minimal: Story = () => <PracticalAside {...f.minimal} />;
export const Empty: Story = () => <PracticalAside {...f.empty} />;
