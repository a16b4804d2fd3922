// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { collectionListFixtures } from '@fixtures/components/CollectionList.fixtures';
import { eventListFixtures } from '@fixtures/components/EventList.fixtures';
import { exhibitionListFixtures } from '@fixtures/components/ExhibitionList.fixtures';
import { projectListFixtures } from '@fixtures/components/ProjectList.fixtures';
import { serviceListFixtures } from '@fixtures/components/ServiceList.fixtures';
import { teaserGridFixtures as f } from '@fixtures/components/TeaserGrid.fixtures';
import { CollectionList } from '../CollectionList';
import { EventList } from '../EventList';
import { ExhibitionList } from '../ExhibitionList';
import { ProjectList } from '../ProjectList';
import { ServiceList } from '../ServiceList';
import { TeaserGrid } from './TeaserGrid';

describe('TeaserGrid', () => {
  it('renders an h2 and each teaser as an h3 in a list', () => {
    render(<TeaserGrid {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Oplev mere på Nationalmuseet' })).toBeInTheDocument();
    const teasers = screen.getAllByRole('article');
    expect(teasers).toHaveLength(4);
    for (const teaser of teasers) expect(teaser.closest('li')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('makes the teasers h2 without a block heading, and shows the overview link', () => {
    const { unmount } = render(<TeaserGrid {...f.minimal} />);
    const [first] = screen.getAllByRole('heading', { level: 2 });
    expect(within(first as HTMLElement).getByRole('link')).toHaveTextContent(/^Guldhornene/);
    unmount();
    render(<TeaserGrid {...f.longText} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/bevaring/viden');
  });

  it('drops teasers without a title and renders nothing without a teaser', () => {
    render(<TeaserGrid {...f.withUntitled} />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
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
    render(<Block {...fixtures.default} />);
    expect(screen.getByRole('heading', { level: 2, name: fixtures.default.title })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(fixtures.default.link.href);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(fixtures.default.items.length);
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<Block {...fixtures.empty} />)).toBe('');
  });
});

describe('EventList', () => {
  it('shows date, time, tags and a cancelled event as cancelled', () => {
    const { container } = render(<EventList {...eventListFixtures.default} />);
    const day = screen.getByText('29. august 2026');
    expect(day.tagName).toBe('TIME');
    expect(day.parentElement).toHaveTextContent(/^29\. august 2026 · 10\.00 - 16\.00$/);
    expect(container).toHaveTextContent('1. jun. - 31. aug. · Hver lørdag');
    expect(container).toHaveTextContent('Hver lørdag og søndag · 11.00 - 15.00');
    expect(container).toHaveTextContent('Aflyst');
  });
});
