import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CalendarPage } from '@design-system/templates/CalendarPage';
import { calendarPageFor, calendarPageFixtures as f } from '@fixtures/components/CalendarPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Calendar Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The calendar: page hero, days or timeline, featured events and two event ribbons.',
      props: 'hero, calendar (days, layout), featuredEvents, ribbons.',
      accessibility:
        'Day headings give the structure; the layout switch is a pair of links or buttons with clear names.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <CalendarPage {...calendarPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const Timeline: Story = () => (
  <CatalogueShell>
    <CalendarPage {...f.timeline} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <CalendarPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <CalendarPage {...f.minimal} />
  </CatalogueShell>
);

export const Empty: Story = () => (
  <CatalogueShell>
    <CalendarPage {...f.empty} />
  </CatalogueShell>
);
