// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { teaserFixtures as f } from '@fixtures/components/Teaser.fixtures';
import { isShowableTeaser, Teaser } from './Teaser';

describe('Teaser', () => {
  it('renders type label, the title as a link in the chosen heading level, a short date range and the image', () => {
    render(<Teaser teaser={f.default} headingLevel={3} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Udstilling').tagName).toBe('SPAN');
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link', { name: 'Solvognen – Bronzealderens gåde' })).toHaveAttribute(
      'href',
      '/udstillinger/solvognen',
    );
    expect(card).toHaveTextContent('6. feb. - 30. aug.');
    expect(within(card).getByRole('img')).toBeInTheDocument();
  });

  it('shows a single day as a long date with time and tags, in the visitor language', () => {
    const { unmount } = render(<Teaser teaser={f.event} headingLevel={2} />);
    const day = screen.getByText('29. august 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-08-29');
    expect(day.parentElement).toHaveTextContent(/^29\. august 2026 · 10\.00 - 16\.00$/);
    expect(within(screen.getByRole('list', { name: 'Emner' })).getByText('For børn')).toBeInTheDocument();
    unmount();
    render(<Teaser teaser={f.event} headingLevel={2} />, { locale: 'en' });
    expect(screen.getByText('29 August 2026').parentElement).toHaveTextContent(/^29 August 2026 · 10:00 - 16:00$/);
  });

  it('shows a prefix (podcast season and episode) and says a cancelled event is cancelled', () => {
    const { unmount } = render(<Teaser teaser={f.podcastEpisode} headingLevel={2} />);
    expect(screen.getByText('Sæson 2 · Episode 4').tagName).toBe('SPAN');
    unmount();
    render(<Teaser teaser={f.cancelledEvent} headingLevel={2} />);
    expect(screen.getByText('Aflyst')).toBeInTheDocument();
  });

  it('never links tags, and shows the title as text without a link', () => {
    const { unmount } = render(
      <Teaser teaser={{ ...f.event, tags: [{ label: 'Emne', href: '/x' }] }} headingLevel={2} />,
    );
    expect(screen.getByText('Emne')).not.toHaveAttribute('href');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    render(<Teaser teaser={f.withoutLink} headingLevel={2} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(f.withoutLink.title);
  });

  it('leaves out a date it cannot read instead of failing', () => {
    const { container } = render(<Teaser teaser={{ ...f.minimal, date: { from: '2026-02-30' } }} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: /Runesten fortæller/ })).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
  });

  it('needs a title to be shown', () => {
    expect(isShowableTeaser(f.default)).toBe(true);
    expect(isShowableTeaser({ key: 'x', title: ' ', link: null })).toBe(false);
  });
});
