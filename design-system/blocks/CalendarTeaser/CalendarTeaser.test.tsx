// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { calendarTeaserFixtures as f } from '@fixtures/components/CalendarTeaser.fixtures';
import { CalendarTeaser } from './CalendarTeaser';

describe('CalendarTeaser', () => {
  it('groups today and tomorrow (h3) with their events (h4)', () => {
    render(<CalendarTeaser {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Det sker på Frilandsmuseet' })).toBeInTheDocument();
    const [today, tomorrow] = screen.getAllByRole('heading', { level: 3 });
    expect(today).toHaveTextContent(/^I dag · 22\. november 2026$/);
    expect(today?.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    expect(tomorrow).toHaveTextContent(/^I morgen/);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/frilandsmuseet/kalender');
  });

  it('hides an empty group', () => {
    const { unmount } = render(<CalendarTeaser {...f.onlyToday} />);
    expect(screen.getByRole('heading', { level: 3, name: /^I dag/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: /^I morgen/ })).toBeNull();
    unmount();
    render(<CalendarTeaser {...f.minimal} />);
    expect(screen.queryByRole('heading', { level: 3, name: /^I dag/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: /^I morgen/ })).toBeInTheDocument();
  });

  it('renders nothing when both groups are empty', () => {
    expect(renderToStaticMarkup(<CalendarTeaser {...f.empty} />)).toBe('');
  });
});
