// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { detailPageFixtures } from '@fixtures/components/DetailPage.fixtures';
import { exhibitionPageFixtures } from '@fixtures/components/ExhibitionPage.fixtures';
import { overviewPageFixtures } from '@fixtures/components/OverviewPage.fixtures';
import { practicalInfoOverviewFixtures } from '@fixtures/components/PracticalInfoOverview.fixtures';
import { pressReleaseFixtures } from '@fixtures/components/PressRelease.fixtures';
import { loadAllBlocks } from '../blocks/BlockList';
import { loadStaticParts } from '../primitives/StaticIsland';
import { headingOutline, render, screen, within } from '../testing/render';
import { DetailPage } from './DetailPage';
import { ExhibitionPage } from './ExhibitionPage';
import { OverviewPage } from './OverviewPage';
import { PracticalInfoOverview } from './PracticalInfoOverview';
import { PressRelease } from './PressRelease';

/** Heading levels in document order (hidden tab panels included: their headings are in the page's outline too). */
const headings = () =>
  screen.queryAllByRole('heading', { hidden: true }).map((heading) => Number(heading.tagName.slice(1)));

/** One h1 first, and no level skipped on the way down. */
function expectHeadingOutline() {
  const levels = headings();
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i] as number).toBeLessThanOrEqual((levels[i - 1] as number) + 1);
}

/** Whether the texts first appear in the page's text in the order given. */
function expectInOrder(container: HTMLElement, ...parts: string[]) {
  const text = container.textContent ?? '';
  const positions = parts.map((part) => text.indexOf(part));
  expect(
    positions.every((position) => position >= 0),
    `all of ${parts.join(', ')} on the page`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

const all = [
  ['ExhibitionPage', exhibitionPageFixtures, ExhibitionPage],
  ['OverviewPage', overviewPageFixtures, OverviewPage],
  ['PressRelease', pressReleaseFixtures, PressRelease],
  ['DetailPage', detailPageFixtures, DetailPage],
  ['PracticalInfoOverview', practicalInfoOverviewFixtures, PracticalInfoOverview],
] as const;

beforeAll(() => Promise.all([loadAllBlocks(), loadStaticParts()]));

describe('page templates of exhibitions, projects, overviews, press, publications, collections, research units, services and practical info', () => {
  for (const [name, fixtures, Template] of all) {
    for (const [fixture, model] of Object.entries(fixtures)) {
      it(`${name} ${fixture}: one h1 and no skipped heading level`, () => {
        const Component = Template as (props: typeof model) => React.ReactNode;
        render(<Component {...model} />);
        expectHeadingOutline();
      });
    }
  }

  it('"exhibition: hero, intro with location label, modules, ticket block, knowledge modules, related exhibitions", in that order', () => {
    const { container } = render(<ExhibitionPage {...exhibitionPageFixtures.default} />);
    const h1 = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expectInOrder(container, h1, 'Sted', 'Prinsens Palæ', 'Entré', 'Viden om emnet', 'Relaterede udstillinger');
  });

  it('exhibition with the site’s practical facts: the "Praktisk" aside after the intro, before the modules; the exhibition’s own ticket gives its prices and purchase link', () => {
    const model = exhibitionPageFixtures.default;
    const { container, unmount } = render(<ExhibitionPage {...model} />);
    const aside = screen.getByRole('complementary', { name: 'Praktisk' });
    const intro = screen.getAllByText(/Prinsens Palæ/)[0] as HTMLElement;
    expect(intro.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const afterAside = (container.textContent ?? '').split(aside.textContent ?? '')[1] ?? '';
    expect(afterAside).toContain('Entré');
    expect(aside).not.toHaveTextContent('Entré');
    for (const variant of model.ticket?.variants ?? []) expect(aside).toHaveTextContent(variant.title);
    expect(
      within(aside)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain(model.ticket?.purchaseLink?.href);
    expect(within(aside).getByRole('heading', { name: 'Åbningstider' })).toBeInTheDocument();
    unmount();
    // Without the site's facts (a project, or no root data) the page keeps one column and no aside.
    render(<ExhibitionPage {...model} practical={null} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('"exhibitionOverview: mega heading, tabs current and upcoming, modules"', () => {
    const { container } = render(<OverviewPage {...overviewPageFixtures.default} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Udstillinger' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Aktuelle', 'Kommende']);
    const modules = within(container).getAllByText(/Fri entré for børn/)[0] as HTMLElement;
    expect(tablist.compareDocumentPosition(modules) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('"projectOverview (tabs current and upcoming, research units list)": all research units are listed', () => {
    const { container } = render(<OverviewPage {...overviewPageFixtures.projects} />);
    expect(container).toHaveTextContent('Forskningsenheder');
    expect(container).toHaveTextContent('Oldtid og middelalder');
  });

  it('"pressRelease (author contact block)": published date, content, press contact and overview link', () => {
    render(<PressRelease {...pressReleaseFixtures.default} />);
    const published = screen.getByText('14. april 2026');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('datetime', '2026-04-14');
    expect(screen.getByRole('heading', { level: 2, name: 'Pressekontakt' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/presse');
  });

  it('"collection (with related collections)" and "Service: info key/value items, related services"', () => {
    const { container, unmount } = render(<DetailPage {...detailPageFixtures.default} />);
    expect(container).toHaveTextContent('Relaterede samlinger');
    unmount();
    const service = render(<DetailPage {...detailPageFixtures.service} />).container;
    const price = within(service).getByText('Pris', { selector: 'dt' });
    expect(price.nextElementSibling?.tagName).toBe('DD');
    expect(price.nextElementSibling).toHaveTextContent(/^Efter tilbud$/);
    expect(service).toHaveTextContent('Relaterede ydelser');
  });

  it('"practicalInfoOverview: sections built from information entries"; entries without a title or content are left out', () => {
    const { container, unmount } = render(<PracticalInfoOverview {...practicalInfoOverviewFixtures.default} />);
    const toc = screen.getByRole('navigation', { name: 'Indhold på siden' });
    const link = within(toc)
      .getAllByRole('link')
      .find((anchor) => anchor.getAttribute('href') === '#find-vej');
    expect(link).toBeDefined();
    expect(container.querySelector('#find-vej')).not.toBeNull();
    unmount();
    const dropped = render(<PracticalInfoOverview {...practicalInfoOverviewFixtures.withDropped} />).container;
    expect(dropped).toHaveTextContent('Café');
    expect(dropped).not.toHaveTextContent('Garderobe');
    expect(dropped).not.toHaveTextContent('Tekst uden overskrift');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('empty parts render nothing: a minimal exhibition is its hero alone', () => {
    render(<ExhibitionPage {...exhibitionPageFixtures.minimal} />);
    expect(headings()).toEqual([1]);
    expect(headingOutline()).toHaveLength(1);
  });
});
