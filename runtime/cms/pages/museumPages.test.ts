import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import { createEmbeddedSource } from '../embedded-source';
import type { MapContext } from '../mappers/context';
import { sanityImageUrls } from '../mappers/image.mapper';
import { mapPage, type PageView } from '../mappers/page.mapper';
import type { CmsPage } from '../schemas/page.schema';
import { collectionDefinition } from './collection.pageType';
import type { exhibitionDefinition } from './exhibition.pageType';
import type { practicalInfoOverviewDefinition } from './practicalInfoOverview.pageType';
import { pressReleaseDefinition } from './pressRelease.pageType';
import { serviceDefinition } from './service.pageType';

/** The page types of exhibitions, projects, collections, research, press, publications, services and practical info, loaded through the one page query from the full embedded dataset. */
const source = createEmbeddedSource(join(import.meta.dirname, '../../../fixtures/content/dataset.ndjson'));
const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx = (site: SiteId, locale: 'da' | 'en' | 'de' | 'sv' = 'da'): MapContext => ({ site, locale, hosts, images });

async function pageAt(site: SiteId, path: string, today = '2026-11-22'): Promise<PageView> {
  const deps = { source, hosts, clock: () => new Date(`${today}T10:00:00Z`) };
  const outcome = await loadPage({ site, path }, deps);
  if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${path} (${outcome.kind})`);
  return mapPage(outcome.page, ctx(site, outcome.locale as 'da'));
}

function props<T extends PageView['template']['type']>(view: PageView, type: T) {
  if (view.template.type !== type) throw new Error(`expected ${type}, got ${view.template.type}`);
  return view.template.props as Extract<PageView['template'], { type: T }>['props'];
}

afterEach(() => vi.restoreAllMocks());

describe('exhibition', () => {
  it('shows hero (period, tags, title image), intro with location label, ticket block, knowledge modules and related exhibitions', async () => {
    const view = await pageAt('natmus', '/udstillinger/vikingernes-verden');
    const page = props(view, 'exhibitionPage');
    expect(page.hero).toMatchObject({
      title: 'Vikingernes verden',
      subtitle: 'Handel, krig og tro',
      typeLabel: 'Udstilling',
      period: { from: '2026-03-14', to: '2027-06-27' },
      tags: [{ label: 'Vikingetid' }, { label: 'Handel' }],
      layout: 'split',
    });
    expect(page.hero.image?.alt).toBeTruthy();
    expect(page.location).toEqual({ name: 'Prinsens Palæ', details: '1. sal, sal 17–22' });
    expect(page.ticket?.variants).toEqual([
      { title: 'Voksne', price: 130 },
      { title: 'Børn under 18 år', price: 0 },
    ]);
    expect(page.ticket?.purchaseLink?.href).toBe('https://billetter.natmus.dk/nationalmuseet');
    expect(page.knowledge?.items.map((item) => item.title)).toEqual(['Danmarks Oldtid', 'Museets historie']);
    expect(page.related?.items.map((item) => [item.title, item.link?.href])).toEqual([
      ['Guldhornene', '/udstillinger/guldhornene'],
      ['Runernes tale', '/udstillinger/runernes-tale'],
    ]);
    expect(view.urls).toEqual({
      da: '/udstillinger/vikingernes-verden',
      en: '/en/exhibitions/the-world-of-the-vikings',
      de: '/de/ausstellungen/die-welt-der-wikinger',
      sv: '/sv/utstallningar/vikingarnas-varld',
    });
  });

  it('og:image: without an seo image, the title image, absolute on the site’s origin; a landing page’s hero image', async () => {
    const view = await pageAt('natmus', '/udstillinger/vikingernes-verden');
    const titleImage = props(view, 'exhibitionPage').hero.image?.src;
    expect(titleImage).toBeTruthy();
    expect(view.head.ogImage).toBe(`http://localhost:3000${titleImage}`);
    const landing = await pageAt('kronborg', '/besoeg-kronborg');
    expect(landing.head.ogImage).toMatch(/^http:\/\/kronborg\.localhost:3000\/images\/embedded\/stage\/[0-9a-f]{40}-/);
  });

  it('"type (special gives a special tag)"; an exhibition is an ExhibitionEvent in the head', async () => {
    const view = await pageAt('natmus', '/en/exhibitions/the-golden-horns');
    const page = props(view, 'exhibitionPage');
    expect(page.hero.specialLabel).toBe('Special exhibition');
    expect(page.hero.headerTypography).toBe('large');
    const event = view.head.jsonLd.find((item) => item['@type'] === 'ExhibitionEvent');
    expect(event).toMatchObject({
      name: 'The Golden Horns',
      startDate: '2026-05-01T00:00:00+02:00',
      endDate: '2027-08-29T23:59:00+02:00',
      url: 'http://localhost:3000/en/exhibitions/the-golden-horns',
      location: { '@type': 'Place' },
    });
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
  });

  it('"schema.org ExhibitionEvent JSON-LD on exhibition pages (name, startDate with offset, endDate, location as the site\'s Place with address, eventStatus, image, offers in DKK from ticket variants)"', async () => {
    const view = await pageAt('natmus', '/udstillinger/vikingernes-verden');
    const event = view.head.jsonLd.find((item) => item['@type'] === 'ExhibitionEvent');
    // It survives JSON (what the head writes) unchanged, and has every property the issue asks for.
    const json = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
    expect(json).toEqual(event);
    for (const property of ['@context', '@type', 'name', 'startDate', 'endDate', 'location', 'eventStatus', 'image']) {
      expect(json, property).toHaveProperty([property]);
    }
    expect(json['@context']).toBe('https://schema.org');
    const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    expect(json.startDate).toMatch(withOffset);
    expect(json.endDate).toMatch(withOffset);
    expect(String(json.endDate) > String(json.startDate)).toBe(true);
    expect(json.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(json.location).toMatchObject({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Prinsens Palæ, Ny Vestergade 10',
        postalCode: '1471',
        addressLocality: 'København K',
        addressCountry: 'DK',
      },
    });
    expect((json.image as string[])[0]).toMatch(/^http:\/\/localhost:3000\//);
    const offers = json.offers as { '@type': string; price: number; priceCurrency: string }[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'DKK' });
      expect(typeof offer.price).toBe('number');
    }
  });

  it('"Some sites … relabel exhibitions as experiences in all four languages"', async () => {
    const da = props(await pageAt('frilandsmuseet', '/oplevelser/bondens-aar'), 'exhibitionPage');
    expect(da.hero.typeLabel).toBe('Oplevelse');
    expect(da.hero.specialLabel).toBe('Særlig oplevelse');
    const de = props(await pageAt('frilandsmuseet', '/de/erlebnisse/das-jahr-des-bauern'), 'exhibitionPage');
    expect(de.hero.typeLabel).toBe('Erlebnis');
    const war = props(await pageAt('krigsmuseet', '/udstillinger/soldat-1864'), 'exhibitionPage');
    expect(war.hero.typeLabel).toBe('Udstilling');
    expect(war.hero.period).toEqual({ from: '2025-05-05', to: undefined });
  });

  it('a broken field degrades only its part of the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = {
      _id: 'exhibition-x',
      _type: 'exhibition',
      title: 'Broken',
      locale: 'da',
      site: 'natmus',
      period: { from: 'not a date', to: 42 },
      tags: 'Vikingetid',
      location: { name: 7 },
      ticket: { title: 'Entré', variants: 'all of them', purchaseLink: { url: 'javascript:alert(1)' } },
      related: [
        { _id: 'r1', _type: 'exhibition', title: 'Kept', slug: 'kept', site: 'natmus', locale: 'da' },
        { broken: true },
      ],
      heroData: { layout: 'diagonal' },
    } as unknown as CmsPage;
    const view = mapPage(page, ctx('natmus'));
    // The exhibition template's props (the map's return type is the union of every template's model).
    const props = view.template.props as Extract<
      ReturnType<typeof exhibitionDefinition.map>,
      { type: 'exhibitionPage' }
    >['props'];
    expect(view.template.type).toBe('exhibitionPage');
    expect(props.hero).toMatchObject({
      title: 'Broken',
      period: { from: undefined, to: undefined },
      tags: [],
      layout: 'split',
    });
    expect(props.location).toBeNull();
    expect(props.ticket).toMatchObject({ title: 'Entré', variants: [], purchaseLink: null });
    expect(props.related?.items.map((item: { title: string }) => item.title)).toEqual(['Kept']);
    expect(view.head.jsonLd.some((item) => item['@type'] === 'ExhibitionEvent')).toBe(false);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('fields invalid'));
  });
});

describe('exhibitionOverview and projectOverview', () => {
  it('"exhibitionOverview: mega heading, tabs current and upcoming": current and upcoming compare with today in Copenhagen', async () => {
    const page = props(await pageAt('natmus', '/udstillinger'), 'overviewPage');
    expect(page.title).toBe('Udstillinger');
    expect(page.tabs?.current.map((item) => item.title)).toEqual(['Guldhornene', 'Vikingernes verden']);
    expect(page.tabs?.upcoming.map((item) => item.title)).toEqual(['Solvognen og solen', 'Runernes tale']);
    expect(page.blocks.map((block) => block._type)).toEqual(['textRibbon']);
  });

  it('moves an exhibition from upcoming to current on its first day (the GROQ $today parameter)', async () => {
    const page = props(await pageAt('natmus', '/udstillinger', '2027-02-05'), 'overviewPage');
    expect(page.tabs?.current.map((item) => item.title)).toContain('Solvognen og solen');
    expect(page.tabs?.upcoming.map((item) => item.title)).toEqual(['Runernes tale']);
  });

  it('"projectOverview (tabs current and upcoming, research units list)" with all research units', async () => {
    const page = props(await pageAt('forskning', '/projekter'), 'overviewPage');
    expect(page.tabs?.current.map((item) => item.title)).toEqual(['Træets årringe', 'Jellings monumenter']);
    expect(page.tabs?.upcoming.map((item) => item.title)).toEqual(['Ringborgene']);
    expect(page.lists?.map((list) => [list.title, list.items.length])).toEqual([['Forskningsenheder', 2]]);
  });

  it('a project has the exhibition template with the project label', async () => {
    const page = props(await pageAt('forskning', '/projekter/traeets-aarringe'), 'exhibitionPage');
    expect(page.hero.typeLabel).toBe('Projekt');
    expect(page.related?.title).toBe('Relaterede projekter');
  });

  it('"Per-site content types enforced": a project is a 404 on a site without projects', async () => {
    const deps = { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') };
    const outcome = await loadPage({ site: 'natmus', path: '/projekter/traeets-aarringe' }, deps);
    expect(outcome.kind).toBe('notFound');
  });
});

describe('collection, researchUnit and service', () => {
  it('"collection (with related collections)"', async () => {
    const page = props(await pageAt('samling', '/samlinger/oldsagssamlingen'), 'detailPage');
    expect(page.hero.title).toBe('Oldsagssamlingen');
    expect(page.info?.items).toContainEqual({ label: 'Grundlagt', value: '1807' });
    expect(page.lists?.map((list) => [list.title, list.items.map((item) => item.title)])).toEqual([
      ['Relaterede samlinger', ['Etnografisk Samling']],
    ]);
    expect(collectionDefinition.type).toBe('collection');
  });

  it('a research unit lists its people and the projects that name it', async () => {
    const page = props(await pageAt('forskning', '/en/research/environmental-archaeology'), 'detailPage');
    expect(page.contact?.people.map((person) => person.name)).toEqual(['Sofie Dahl']);
    expect(page.lists?.map((list) => list.items.map((item) => item.title))).toEqual([['Reading Tree Rings']]);
  });

  it('"Service: info key/value items, related services"', async () => {
    const page = props(await pageAt('bevaring', '/ydelser/konservering-af-genstande'), 'detailPage');
    expect(page.info?.items.map((item) => item.label)).toEqual(['Pris', 'Leveringstid', 'Kontakt']);
    expect(page.lists?.[0]?.items.map((item) => item.title)).toEqual(['Dendrokronologisk datering']);
    expect(serviceDefinition.type).toBe('service');
  });

  it('a service overview lists the site’s services', async () => {
    const page = props(await pageAt('bevaring', '/sv/tjanster'), 'overviewPage');
    expect(page.lists?.[0]?.items.map((item) => item.title)).toEqual([
      'Dendrokronologisk datering',
      'Konservering av föremål',
    ]);
  });
});

describe('press and publications', () => {
  it('"pressRelease (author contact block)", with a link to the overview and a NewsArticle in the head', async () => {
    const view = await pageAt('natmus', '/presse/guldhornene-vender-tilbage');
    const page = props(view, 'pressRelease');
    expect(page).toMatchObject({ typeLabel: 'Presse', publishedDate: '2026-04-14' });
    expect(page.authors?.authors.map((person) => [person.name, person.email])).toEqual([
      ['Line Kjær', 'presse@natmus.dk'],
    ]);
    expect(page.overviewLink).toEqual({ label: 'Alle pressemeddelelser', href: '/presse', kind: 'internal' });
    const article = view.head.jsonLd.find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Guldhornene vender tilbage i ny særudstilling',
      datePublished: '2026-04-14',
      author: [{ '@type': 'Person', name: 'Line Kjær' }],
      publisher: { '@id': 'http://localhost:3000/#organization' },
    });
    // The rich text link to the exhibition resolves to its path.
    expect(JSON.stringify(page.content)).toContain('"href":"/udstillinger/guldhornene"');
  });

  it('"Press releases show when the locale matches and either cross-site is enabled or the site matches"', async () => {
    const natmus = props(await pageAt('natmus', '/en/press'), 'overviewPage');
    const releases = natmus.lists?.[0]?.items ?? [];
    expect(releases.map((item) => item.title)).toEqual([
      'Record number of visitors at the Prince’s Mansion',
      'New dates for the Skuldelev ships',
      'The Golden Horns return in a new special exhibition',
    ]);
    // The research site's release is a cross-site link, absolute on its own origin.
    expect(releases[1]?.link).toMatchObject({
      kind: 'crossSite',
      href: 'http://forskning.localhost:3000/en/press/skuldelev-dates',
    });
    expect(pressReleaseDefinition.type).toBe('pressRelease');
  });

  it('a publication shows its authors and facts, newest first in its overview', async () => {
    const page = props(await pageAt('forskning', '/publikationer/arbejdsmark-2026'), 'pressRelease');
    expect(page.typeLabel).toBe('Publikation');
    expect(page.authors?.title).toBe('Forfattere');
    expect(page.info?.items).toContainEqual({ label: 'ISBN', value: '978-87-7602-512-4' });
    expect(page.overviewLink?.href).toBe('/publikationer');
    const overview = props(await pageAt('forskning', '/publikationer'), 'overviewPage');
    expect(overview.lists?.[0]?.items.map((item) => item.title)).toEqual([
      'Nationalmuseets Arbejdsmark 2026',
      'Skibsvrag i danske farvande',
    ]);
  });
});

describe('broken fields degrade only their part', () => {
  it('a press release with a bad date, a broken author and junk content keeps its title, excerpt and good author', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = {
      _id: 'pressRelease-x',
      _type: 'pressRelease',
      title: 'Nyt fund i Jelling',
      locale: 'da',
      site: 'natmus',
      publishedDate: '14/4 2026',
      excerpt: 'Et kort resumé.',
      content: 'not portable text',
      authors: [{ name: 'Line Kjær', email: 'presse@natmus.dk' }, 'junk', { name: 'Uden kontakt' }],
      overview: 17,
    } as unknown as CmsPage;
    const view = mapPage(page, ctx('natmus'));
    expect(view.template.type).toBe('pressRelease');
    expect(view.template.props).toMatchObject({
      title: 'Nyt fund i Jelling',
      publishedDate: undefined,
      excerpt: 'Et kort resumé.',
      content: [],
      overviewLink: null,
      authors: { authors: [{ name: 'Line Kjær', email: 'presse@natmus.dk' }] },
    });
    const article = view.head.jsonLd.find((item) => item['@type'] === 'NewsArticle');
    expect(article).not.toHaveProperty('datePublished');
  });

  it('a service with broken info items and a broken related list keeps its hero and good items', () => {
    const page = {
      _id: 'service-x',
      _type: 'service',
      title: 'Klimarådgivning',
      locale: 'da',
      site: 'bevaring',
      intro: { da: 'not a string' },
      info: [{ label: 'Pris', value: 'Efter aftale' }, { label: 'Tom', value: ' ' }, null],
      relatedServices: 'none',
    } as unknown as CmsPage;
    const view = mapPage(page, ctx('bevaring'));
    expect(view.template.type).toBe('detailPage');
    expect(view.template.props).toMatchObject({
      hero: { title: 'Klimarådgivning', intro: undefined },
      info: { items: [{ label: 'Pris', value: 'Efter aftale' }] },
      lists: [],
    });
  });

  it('an overview whose lists are broken still shows its mega heading, with empty tabs', () => {
    const page = {
      _id: 'exhibitionOverview-x',
      _type: 'exhibitionOverview',
      title: 'Udstillinger',
      locale: 'da',
      site: 'natmus',
      current: 'broken',
      upcoming: [
        {
          _id: 'u',
          _type: 'exhibition',
          title: 'Kommer snart',
          slug: 'kommer',
          site: 'natmus',
          locale: 'da',
          period: { from: 'snart' },
        },
      ],
    } as unknown as CmsPage;
    const view = mapPage(page, ctx('natmus'));
    expect(view.template.props).toMatchObject({
      title: 'Udstillinger',
      tabs: { current: [], upcoming: [{ title: 'Kommer snart' }] },
    });
    // The broken period is dropped: the teaser shows no date.
    const tabs = (view.template.props as { tabs: { upcoming: { date?: unknown }[] } }).tabs;
    expect(tabs.upcoming[0]?.date).toBeUndefined();
  });
});

describe('practicalInfoOverview', () => {
  it('"practicalInfoOverview: sections built from information entries"', async () => {
    const page = props(await pageAt('natmus', '/de/praktische-informationen'), 'practicalInfoOverview');
    expect(page.sections.map((section) => [section.id, section.title])).toEqual([
      ['tickets-und-preise', 'Tickets und Preise'],
      ['anfahrt', 'Anfahrt'],
      ['barrierefreiheit', 'Barrierefreiheit'],
    ]);
    expect(page.sections[0]?.items).toContainEqual({ label: 'Erwachsene', value: '130 DKK' });
    expect(page.sections[1]?.link?.href).toBe('/de/besuch');
  });

  it('an entry without a title, or a broken one, is left out alone', () => {
    const page = {
      _id: 'p',
      _type: 'practicalInfoOverview',
      title: 'Praktisk',
      locale: 'da',
      site: 'natmus',
      entries: [
        { _id: 'a', title: 'Åbningstider', body: [] },
        { _id: 'b', title: null },
        'junk',
        { _id: 'c', title: 'Åbningstider' },
      ],
    } as unknown as CmsPage;
    const view = mapPage(page, ctx('natmus'));
    const props = view.template.props as ReturnType<typeof practicalInfoOverviewDefinition.map>['props'] & {
      sections: { id: string }[];
    };
    expect(props.sections.map((section) => section.id)).toEqual(['aabningstider', 'aabningstider-2']);
  });
});
