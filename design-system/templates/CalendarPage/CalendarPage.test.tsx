import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarPageFixtures } from '../../../fixtures/components/CalendarPage.fixtures';
import { eventPageFixtures } from '../../../fixtures/components/EventPage.fixtures';
import { ticketOverviewFixtures } from '../../../fixtures/components/TicketOverview.fixtures';
import { ticketPageFixtures } from '../../../fixtures/components/TicketPage.fixtures';
import { EventPage } from '../EventPage';
import { TicketOverview } from '../TicketOverview';
import { TicketPage } from '../TicketPage';
import { CalendarPage } from './CalendarPage';

const order = (html: string, ...parts: string[]) => parts.map((part) => html.indexOf(part));

describe('calendar-area templates', () => {
  it('calendar: "page hero, a calendar …, an optional featured events block, two event ribbons (top and bottom)"', () => {
    const html = renderToStaticMarkup(<CalendarPage {...calendarPageFixtures.default} />);
    const positions = order(html, '<h1', 'Fri entré for børn', 'Udvalgte begivenheder', '>Kalender</h2>');
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('calendar without featured events or ribbons still shows hero and calendar', () => {
    const html = renderToStaticMarkup(<CalendarPage {...calendarPageFixtures.minimal} />);
    expect(html).toContain('<h1');
    expect(html).not.toContain('Udvalgte begivenheder');
  });

  it('event page: hero, practical info, programme, modules, related events, ribbon', () => {
    const html = renderToStaticMarkup(<EventPage {...eventPageFixtures.default} />);
    const positions = order(html, '<h1', 'Praktisk information', '>Program<', 'Andre begivenheder');
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('event page: the practical info is an aside with when, the ticket variants, the facts and the purchase and calendar links, which the hero leaves to it', () => {
    const model = eventPageFixtures.default;
    const html = renderToStaticMarkup(<EventPage {...model} />);
    const aside = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(aside).toMatch(/<h2[^>]*>Praktisk information<\/h2>/);
    for (const variant of model.hero.ticketVariants ?? []) expect(aside).toContain(variant.title);
    for (const item of model.practicalInfo?.items ?? []) expect(aside).toContain(item.label);
    expect(aside).toContain(`href="${model.hero.ticketLink?.href}"`);
    expect(aside).toContain(`href="${model.hero.calendarHref}"`);
    const hero = html.slice(0, html.indexOf('<aside'));
    expect(hero).toContain('<h1');
    expect(hero).not.toContain(`href="${model.hero.ticketLink?.href}"`);
    expect(html.match(/Praktisk information/g)).toHaveLength(1);
  });

  it('ticket page: variants, benefits, FAQ, events', () => {
    const html = renderToStaticMarkup(<TicketPage {...ticketPageFixtures.default} />);
    expect(html).toContain('Begivenheder med denne billet');
    expect(html).toContain('<details');
  });

  it('ticket overview: the featured tickets (the kinds of ticket) are compact rows linking to their pages', () => {
    const html = renderToStaticMarkup(<TicketOverview {...ticketOverviewFixtures.default} />);
    expect(html).toContain('href="/billet/entre"');
    expect(html).toContain('href="/billet/omvisning"');
    expect(html).toMatch(/<ul class="[^"]*compactRowList[^"]*"><li class="[^"]*compactRowItem/);
  });
});
