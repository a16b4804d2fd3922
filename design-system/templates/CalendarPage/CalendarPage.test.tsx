// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllBlocks } from '@design-system/blocks/BlockList';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, within } from '@design-system/testing/render';
import { calendarPageFixtures } from '@fixtures/components/CalendarPage.fixtures';
import { eventPageFixtures } from '@fixtures/components/EventPage.fixtures';
import { ticketOverviewFixtures } from '@fixtures/components/TicketOverview.fixtures';
import { ticketPageFixtures } from '@fixtures/components/TicketPage.fixtures';
import { EventPage } from '../EventPage';
import { TicketOverview } from '../TicketOverview';
import { TicketPage } from '../TicketPage';
import { CalendarPage } from './CalendarPage';

// In the browser a block or static part whose code is missing loads it after rendering: load it all first, so the
// pages render whole and nothing is still loading when a test ends.
beforeAll(() => Promise.all([loadAllBlocks(), loadStaticParts()]));

/** Where each text first appears in the page's text, in the order given. */
const order = (text: string, ...parts: string[]) => parts.map((part) => text.indexOf(part));

describe('calendar-area templates', () => {
  it('calendar: "page hero, a calendar …, an optional featured events block, two event ribbons (top and bottom)"', () => {
    const { container } = render(<CalendarPage {...calendarPageFixtures.default} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Kalender' })).toBeInTheDocument();
    const positions = order(
      container.textContent ?? '',
      h1.textContent ?? '',
      'Fri entré for børn',
      'Udvalgte begivenheder',
      'Kalender',
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('calendar without featured events or ribbons still shows hero and calendar', () => {
    const { container } = render(<CalendarPage {...calendarPageFixtures.minimal} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Udvalgte begivenheder');
  });

  it('event page: hero, practical info, programme, modules, related events, ribbon', () => {
    const { container } = render(<EventPage {...eventPageFixtures.default} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    const positions = order(
      container.textContent ?? '',
      h1.textContent ?? '',
      'Praktisk information',
      'Program',
      'Andre begivenheder',
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('event page: the practical info is an aside with when, the ticket variants, the facts and the purchase and calendar links, which the hero leaves to it', () => {
    const model = eventPageFixtures.default;
    const { container } = render(<EventPage {...model} />);
    const aside = screen.getByRole('complementary', { name: 'Praktisk information' });
    expect(within(aside).getByRole('heading', { level: 2, name: 'Praktisk information' })).toBeInTheDocument();
    for (const variant of model.hero.ticketVariants ?? []) expect(aside).toHaveTextContent(variant.title);
    for (const item of model.practicalInfo?.items ?? []) expect(aside).toHaveTextContent(item.label);
    const asideLinks = within(aside)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(asideLinks).toContain(model.hero.ticketLink?.href);
    expect(asideLinks).toContain(model.hero.calendarHref);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const ticketLinks = [...container.querySelectorAll(`a[href="${model.hero.ticketLink?.href}"]`)];
    expect(ticketLinks.every((link) => aside.contains(link))).toBe(true);
    expect(container.textContent?.match(/Praktisk information/g)).toHaveLength(1);
  });

  it('ticket page: variants, benefits, FAQ, events', () => {
    const { container } = render(<TicketPage {...ticketPageFixtures.default} />);
    expect(container).toHaveTextContent('Begivenheder med denne billet');
    expect(container.querySelector('details')).not.toBeNull();
  });

  it('ticket overview: the featured tickets (the kinds of ticket) are compact rows linking to their pages', () => {
    render(<TicketOverview {...ticketOverviewFixtures.default} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/billet/entre');
    expect(hrefs).toContain('/billet/omvisning');
    const row = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/billet/entre');
    const item = row?.closest('li');
    expect(item?.className).toMatch(/compactRowItem/);
    expect(item?.parentElement?.className).toMatch(/compactRowList/);
  });
});
