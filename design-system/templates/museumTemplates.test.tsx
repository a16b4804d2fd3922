import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { detailPageFixtures } from '../../fixtures/components/DetailPage.fixtures';
import { exhibitionPageFixtures } from '../../fixtures/components/ExhibitionPage.fixtures';
import { overviewPageFixtures } from '../../fixtures/components/OverviewPage.fixtures';
import { practicalInfoOverviewFixtures } from '../../fixtures/components/PracticalInfoOverview.fixtures';
import { pressReleaseFixtures } from '../../fixtures/components/PressRelease.fixtures';
import { loadAllBlocks } from '../blocks/BlockList';
import { loadStaticParts } from '../primitives/StaticIsland';
import { DetailPage } from './DetailPage';
import { ExhibitionPage } from './ExhibitionPage';
import { OverviewPage } from './OverviewPage';
import { PracticalInfoOverview } from './PracticalInfoOverview';
import { PressRelease } from './PressRelease';

/** Heading levels in document order. */
const headings = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));

/** One h1 first, and no level skipped on the way down. */
function expectHeadingOutline(html: string) {
  const levels = headings(html);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i] as number).toBeLessThanOrEqual((levels[i - 1] as number) + 1);
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
        expectHeadingOutline(renderToStaticMarkup(<Component {...model} />));
      });
    }
  }

  it('"exhibition: hero, intro with location label, modules, ticket block, knowledge modules, related exhibitions", in that order', () => {
    const html = renderToStaticMarkup(<ExhibitionPage {...exhibitionPageFixtures.default} />);
    const order = ['<h1', 'Sted', 'Prinsens Palæ', 'Entré', 'Viden om emnet', 'Relaterede udstillinger'].map((text) =>
      html.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('exhibition with the site’s practical facts: the "Praktisk" aside after the intro, before the modules; the exhibition’s own ticket gives its prices and purchase link', () => {
    const model = exhibitionPageFixtures.default;
    const html = renderToStaticMarkup(<ExhibitionPage {...model} />);
    const intro = html.indexOf('Prinsens Palæ');
    const aside = html.indexOf('<aside');
    expect(intro).toBeGreaterThan(0);
    expect(aside).toBeGreaterThan(intro);
    expect(html.indexOf('Entré', aside)).toBeGreaterThan(html.indexOf('</aside>'));
    const asideHtml = html.slice(aside, html.indexOf('</aside>'));
    for (const variant of model.ticket?.variants ?? []) expect(asideHtml).toContain(variant.title);
    expect(asideHtml).toContain(`href="${model.ticket?.purchaseLink?.href}"`);
    expect(asideHtml).toContain('Åbningstider');
    // Without the site's facts (a project, or no root data) the page keeps one column and no aside.
    expect(renderToStaticMarkup(<ExhibitionPage {...model} practical={null} />)).not.toContain('<aside');
  });

  it('"exhibitionOverview: mega heading, tabs current and upcoming, modules"', () => {
    const html = renderToStaticMarkup(<OverviewPage {...overviewPageFixtures.default} />);
    expect(html).toMatch(/<h1[^>]*>Udstillinger<\/h1>/);
    expect(html).toMatch(/role="tab"[^>]*>Aktuelle<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*>Kommende<\/button>/);
    expect(html.indexOf('role="tablist"')).toBeLessThan(html.indexOf('Fri entré for børn'));
  });

  it('"projectOverview (tabs current and upcoming, research units list)": all research units are listed', () => {
    const html = renderToStaticMarkup(<OverviewPage {...overviewPageFixtures.projects} />);
    expect(html).toContain('Forskningsenheder');
    expect(html).toContain('Oldtid og middelalder');
  });

  it('"pressRelease (author contact block)": published date, content, press contact and overview link', () => {
    const html = renderToStaticMarkup(<PressRelease {...pressReleaseFixtures.default} />);
    expect(html).toContain('<time dateTime="2026-04-14">14. april 2026</time>');
    expect(html).toMatch(/<h2[^>]*>Pressekontakt<\/h2>/);
    expect(html).toContain('href="/presse"');
  });

  it('"collection (with related collections)" and "Service: info key/value items, related services"', () => {
    const collection = renderToStaticMarkup(<DetailPage {...detailPageFixtures.default} />);
    expect(collection).toContain('Relaterede samlinger');
    const service = renderToStaticMarkup(<DetailPage {...detailPageFixtures.service} />);
    expect(service).toMatch(/<dt[^>]*>Pris<\/dt><dd[^>]*>Efter tilbud<\/dd>/);
    expect(service).toContain('Relaterede ydelser');
  });

  it('"practicalInfoOverview: sections built from information entries"; entries without a title or content are left out', () => {
    const html = renderToStaticMarkup(<PracticalInfoOverview {...practicalInfoOverviewFixtures.default} />);
    expect(html).toMatch(/<nav[^>]*aria-label="Indhold på siden">/);
    expect(html).toContain('href="#find-vej"');
    expect(html).toContain('id="find-vej"');
    const dropped = renderToStaticMarkup(<PracticalInfoOverview {...practicalInfoOverviewFixtures.withDropped} />);
    expect(dropped).toContain('Café');
    expect(dropped).not.toContain('Garderobe');
    expect(dropped).not.toContain('Tekst uden overskrift');
    expect(dropped).not.toContain('<nav');
  });

  it('empty parts render nothing: a minimal exhibition is its hero alone', () => {
    const html = renderToStaticMarkup(<ExhibitionPage {...exhibitionPageFixtures.minimal} />);
    expect(headings(html)).toEqual([1]);
  });
});
