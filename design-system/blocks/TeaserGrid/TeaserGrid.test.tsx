import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectionListFixtures } from '../../../fixtures/components/CollectionList.fixtures';
import { eventListFixtures } from '../../../fixtures/components/EventList.fixtures';
import { exhibitionListFixtures } from '../../../fixtures/components/ExhibitionList.fixtures';
import { projectListFixtures } from '../../../fixtures/components/ProjectList.fixtures';
import { serviceListFixtures } from '../../../fixtures/components/ServiceList.fixtures';
import { teaserGridFixtures as f } from '../../../fixtures/components/TeaserGrid.fixtures';
import { CollectionList } from '../CollectionList';
import { EventList } from '../EventList';
import { ExhibitionList } from '../ExhibitionList';
import { ProjectList } from '../ProjectList';
import { ServiceList } from '../ServiceList';
import { TeaserGrid } from './TeaserGrid';

describe('TeaserGrid', () => {
  it('renders an h2 and each teaser as an h3 in a list', () => {
    const html = renderToStaticMarkup(<TeaserGrid {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Oplev mere på Nationalmuseet<\/h2>/);
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(html.match(/<h3/g)).toHaveLength(4);
  });

  it('makes the teasers h2 without a block heading, and shows the overview link', () => {
    expect(renderToStaticMarkup(<TeaserGrid {...f.minimal} />)).toMatch(/<h2[^>]*><a [^>]*>Guldhornene/);
    expect(renderToStaticMarkup(<TeaserGrid {...f.longText} />)).toContain('href="/bevaring/viden"');
  });

  it('drops teasers without a title and renders nothing without a teaser', () => {
    expect(renderToStaticMarkup(<TeaserGrid {...f.withUntitled} />).match(/<article/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<TeaserGrid {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TeaserGrid items={[{ key: 'x', title: '', link: null }]} />)).toBe('');
  });
});

describe.each([
  ['ExhibitionList', ExhibitionList, exhibitionListFixtures],
  ['ProjectList', ProjectList, projectListFixtures],
  ['ServiceList', ServiceList, serviceListFixtures],
  ['CollectionList', CollectionList, collectionListFixtures],
  ['EventList', EventList, eventListFixtures],
] as const)('%s', (_name, Block, fixtures) => {
  it('renders the heading, the overview link and every teaser', () => {
    const html = renderToStaticMarkup(<Block {...fixtures.default} />);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${fixtures.default.title}</h2>`));
    expect(html).toContain(`href="${fixtures.default.link.href}"`);
    expect(html.match(/<h3/g)).toHaveLength(fixtures.default.items.length);
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<Block {...fixtures.empty} />)).toBe('');
  });
});

describe('EventList', () => {
  it('shows date, time, tags and a cancelled event as cancelled', () => {
    const html = renderToStaticMarkup(<EventList {...eventListFixtures.default} />);
    expect(html).toContain('29. august 2026</time> · 10.00 - 16.00');
    expect(html).toContain('1. jun. - 31. aug. · Hver lørdag');
    expect(html).toContain('Hver lørdag og søndag · 11.00 - 15.00');
    expect(html).toContain('Aflyst');
  });
});
