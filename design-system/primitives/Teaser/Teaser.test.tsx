import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { teaserFixtures as f } from '../../../fixtures/components/Teaser.fixtures';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { isShowableTeaser, Teaser } from './Teaser';

describe('Teaser', () => {
  it('renders type label, the title as a link in the chosen heading level, a short date range and the image', () => {
    const html = renderToStaticMarkup(<Teaser teaser={f.default} headingLevel={3} />);
    expect(html).toContain('<article');
    expect(html).toContain('>Udstilling</span>');
    expect(html).toMatch(
      /<h3[^>]*><a href="\/udstillinger\/solvognen"[^>]*>Solvognen – Bronzealderens gåde<\/a><\/h3>/,
    );
    expect(html).toContain('6. feb. - 30. aug.');
    expect(html).toContain('<img');
  });

  it('shows a single day as a long date with time and tags, in the visitor language', () => {
    const html = renderToStaticMarkup(<Teaser teaser={f.event} headingLevel={2} />);
    expect(html).toContain('<time dateTime="2026-08-29">29. august 2026</time> · 10.00 - 16.00');
    expect(html).toContain('For børn');
    const en = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <Teaser teaser={f.event} headingLevel={2} />
      </LocaleProvider>,
    );
    expect(en).toContain('29 August 2026</time> · 10:00 - 16:00');
  });

  it('shows a prefix (podcast season and episode) and says a cancelled event is cancelled', () => {
    expect(renderToStaticMarkup(<Teaser teaser={f.podcastEpisode} headingLevel={2} />)).toContain(
      '<span>Sæson 2 · Episode 4</span>',
    );
    expect(renderToStaticMarkup(<Teaser teaser={f.cancelledEvent} headingLevel={2} />)).toContain('Aflyst');
  });

  it('never links tags, and shows the title as text without a link', () => {
    const html = renderToStaticMarkup(
      <Teaser teaser={{ ...f.event, tags: [{ label: 'Emne', href: '/x' }] }} headingLevel={2} />,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(renderToStaticMarkup(<Teaser teaser={f.withoutLink} headingLevel={2} />)).not.toContain('<a ');
  });

  it('leaves out a date it cannot read instead of failing', () => {
    const html = renderToStaticMarkup(
      <Teaser teaser={{ ...f.minimal, date: { from: '2026-02-30' } }} headingLevel={2} />,
    );
    expect(html).toContain('Runesten fortæller');
    expect(html).not.toContain('<time');
  });

  it('needs a title to be shown', () => {
    expect(isShowableTeaser(f.default)).toBe(true);
    expect(isShowableTeaser({ key: 'x', title: ' ', link: null })).toBe(false);
  });
});
