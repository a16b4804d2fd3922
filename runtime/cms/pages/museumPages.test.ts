import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaticData } from '@design-system/primitives/StaticIsland';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import type { OverviewPageModel } from '@design-system/templates/OverviewPage';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { loadPage } from '@runtime/loader/page-loader';
import {
  block,
  image,
  imageAsset,
  inlinePages,
  pageDocument,
  propsOf as props,
  ref,
  siteConfig,
  translations,
} from '@tests/support/inlineDocuments';
import { collectionDefinition } from './collection.pageType';
import type { exhibitionDefinition } from './exhibition.pageType';
import { mapPage } from './page.mapper';
import type { CmsPage } from './page.schema';
import type { practicalInfoOverviewDefinition } from './practicalInfoOverview.pageType';
import { pressReleaseDefinition } from './pressRelease.pageType';
import { serviceDefinition } from './service.pageType';

/** An overview list's or tab's teasers: static data, which only their static part reads. */
const teasersOf = (items: StaticData<TeaserModel[]> | null | undefined): TeaserModel[] =>
  items ? readStaticData(items, 'an overview list') : [];

/**
 * The page types of exhibitions, projects, collections, research, press, publications, services and practical info,
 * loaded through the one page query (groq-js) from the small dataset built here, so no test depends on demo content.
 */

const doc = pageDocument;

const silverHoard = image('silver-hoard', { da: 'En sølvskat fra vikingetiden: armringe, mønter og hugget sølv' });

const vikingTicket = {
  _type: 'ticketModule',
  title: 'Entré til Nationalmuseet',
  description: 'Billetten gælder alle udstillinger i Prinsens Palæ hele dagen.',
  variants: [
    { _key: 'v1', title: 'Voksne', price: 130 },
    { _key: 'v2', title: 'Børn under 18 år', price: 0 },
  ],
  purchaseLink: { title: 'Køb billet', url: 'https://billetter.natmus.dk/nationalmuseet' },
};

const exhibitions: StoredDocument[] = [
  doc('exhibition', 'exhibition-vikinger-da', 'natmus', 'da', 'udstillinger/vikingernes-verden', {
    title: 'Vikingernes verden',
    subtitle: 'Handel, krig og tro',
    type: 'permanent',
    tags: ['Vikingetid', 'Handel'],
    period: { from: '2026-03-14', to: '2027-06-27' },
    location: { name: 'Prinsens Palæ', details: '1. sal, sal 17–22' },
    titleImage: silverHoard,
    heroData: { layout: 'split', headerTypography: 'regular' },
    ticket: vikingTicket,
    knowledgeModules: [ref('landingPage-oldtid-da'), ref('landingPage-historie-da')],
    related: [ref('exhibition-guldhorn-da'), ref('exhibition-runer-da')],
  }),
  doc('exhibition', 'exhibition-vikinger-en', 'natmus', 'en', 'exhibitions/the-world-of-the-vikings', {
    title: 'The World of the Vikings',
  }),
  doc('exhibition', 'exhibition-vikinger-de', 'natmus', 'de', 'ausstellungen/die-welt-der-wikinger', {
    title: 'Die Welt der Wikinger',
  }),
  doc('exhibition', 'exhibition-vikinger-sv', 'natmus', 'sv', 'utstallningar/vikingarnas-varld', {
    title: 'Vikingarnas värld',
  }),
  translations('vikinger', {
    da: 'exhibition-vikinger-da',
    en: 'exhibition-vikinger-en',
    de: 'exhibition-vikinger-de',
    sv: 'exhibition-vikinger-sv',
  }),
  doc('exhibition', 'exhibition-guldhorn-da', 'natmus', 'da', 'udstillinger/guldhornene', {
    title: 'Guldhornene',
    type: 'special',
    period: { from: '2026-05-01', to: '2027-08-29' },
  }),
  doc('exhibition', 'exhibition-guldhorn-en', 'natmus', 'en', 'exhibitions/the-golden-horns', {
    title: 'The Golden Horns',
    type: 'special',
    period: { from: '2026-05-01', to: '2027-08-29' },
    heroData: { layout: 'full', headerTypography: 'large' },
    titleImage: image('golden-horn', {
      da: 'Et af guldhornene fra Gallehus',
      en: 'One of the Golden Horns of Gallehus',
    }),
  }),
  doc('exhibition', 'exhibition-runer-da', 'natmus', 'da', 'udstillinger/runernes-tale', {
    title: 'Runernes tale',
    period: { from: '2027-04-10', to: '2028-01-09' },
  }),
  doc('exhibition', 'exhibition-solvogn-da', 'natmus', 'da', 'udstillinger/solvognen-og-solen', {
    title: 'Solvognen og solen',
    period: { from: '2027-02-05', to: '2027-09-26' },
  }),
  // Left out of the overview's tabs: ended, another locale, another site.
  doc('exhibition', 'exhibition-jernalder-da', 'natmus', 'da', 'udstillinger/jernalderens-landsby', {
    title: 'Jernalderens landsby',
    period: { from: '2025-02-01', to: '2026-10-31' },
  }),
  doc('exhibition', 'exhibition-frost-en', 'natmus', 'en', 'exhibitions/frost', {
    title: 'Frost',
    period: { from: '2026-01-10', to: '2027-01-10' },
  }),
  doc('exhibition', 'exhibition-soldat-da', 'krigsmuseet', 'da', 'udstillinger/soldat-1864', {
    title: 'Soldat i 1864',
    period: { from: '2025-05-05' },
  }),
  doc('exhibition', 'exhibition-bondens-aar-da', 'frilandsmuseet', 'da', 'oplevelser/bondens-aar', {
    title: 'Bondens år',
    type: 'special',
    period: { from: '2026-04-04', to: '2027-10-24' },
  }),
  doc('exhibition', 'exhibition-bondens-aar-de', 'frilandsmuseet', 'de', 'erlebnisse/das-jahr-des-bauern', {
    title: 'Das Jahr des Bauern',
    type: 'special',
    period: { from: '2026-04-04', to: '2027-10-24' },
  }),
  doc('exhibitionOverview', 'exhibitionOverview-da', 'natmus', 'da', 'udstillinger', {
    title: 'Udstillinger',
    intro: 'Se, hvad der er åbent nu, og hvad der kommer.',
    modules: [{ _type: 'textRibbon', _key: 'r', text: 'Børn og unge under 18 år går gratis ind.' }],
  }),
];

const landingPages: StoredDocument[] = [
  doc('landingPage', 'landingPage-oldtid-da', 'natmus', 'da', 'danmarks-oldtid', { title: 'Danmarks Oldtid' }),
  doc('landingPage', 'landingPage-historie-da', 'natmus', 'da', 'om-museet/historie', { title: 'Museets historie' }),
  doc('landingPage', 'landingPage-kronborg-da', 'kronborg', 'da', 'besoeg-kronborg', {
    title: 'Besøg Kronborg',
    hero: {
      intro: 'Slottet ligger ti minutters gang fra Helsingør Station.',
      image: image('kronborg-ships', { da: 'Sejlskibe i Øresund med Kronborg på pynten' }),
    },
  }),
  doc('landingPage', 'landingPage-besuch-de', 'natmus', 'de', 'besuch', { title: 'Besuch' }),
];

const research: StoredDocument[] = [
  doc('projectOverview', 'projectOverview-da', 'forskning', 'da', 'projekter', { title: 'Forskningsprojekter' }),
  doc('project', 'project-aarringe-da', 'forskning', 'da', 'projekter/traeets-aarringe', {
    title: 'Træets årringe',
    period: { from: '2025-01-01', to: '2028-12-31' },
    researchUnit: { _type: 'reference', _ref: 'researchUnit-miljoe-da' },
    related: [ref('project-jelling-da')],
  }),
  doc('project', 'project-jelling-da', 'forskning', 'da', 'projekter/jellings-monumenter', {
    title: 'Jellings monumenter',
    period: { from: '2024-03-01', to: '2027-12-31' },
  }),
  doc('project', 'project-ringborge-da', 'forskning', 'da', 'projekter/ringborgene', {
    title: 'Ringborgene',
    period: { from: '2027-05-01', to: '2030-12-31' },
  }),
  doc('researchUnit', 'researchUnit-miljoe-da', 'forskning', 'da', 'forskning/miljoearkaeologi', {
    title: 'Miljøarkæologi og materialeforskning',
  }),
  doc('researchUnit', 'researchUnit-verden-da', 'forskning', 'da', 'forskning/moderne-historie', {
    title: 'Moderne historie og verdenskulturer',
  }),
  doc('researchUnit', 'researchUnit-miljoe-en', 'forskning', 'en', 'research/environmental-archaeology', {
    title: 'Environmental Archaeology and Materials Science',
    people: [ref('contactPerson-sofie-dahl')],
  }),
  doc('project', 'project-aarringe-en', 'forskning', 'en', 'projects/tree-rings', {
    title: 'Reading Tree Rings',
    period: { from: '2025-01-01', to: '2028-12-31' },
    researchUnit: { _type: 'reference', _ref: 'researchUnit-miljoe-en' },
  }),
  // Names no research unit: not in the unit's list.
  doc('project', 'project-jelling-en', 'forskning', 'en', 'projects/jelling', {
    title: 'The Jelling Monuments',
    period: { from: '2024-03-01', to: '2027-12-31' },
  }),
  {
    _id: 'contactPerson-sofie-dahl',
    _type: 'contactPerson',
    name: 'Sofie Dahl',
    title: { _type: 'localeString', da: 'Seniorforsker, dendrokronologi', en: 'Senior researcher, dendrochronology' },
    email: 'sofie.dahl@natmus.dk',
  },
  {
    _id: 'contactPerson-line-kjaer',
    _type: 'contactPerson',
    name: 'Line Kjær',
    title: { _type: 'localeString', da: 'Pressechef, Nationalmuseet', en: 'Head of Press' },
    email: 'presse@natmus.dk',
  },
];

const detailPages: StoredDocument[] = [
  doc('collection', 'collection-oldsager-da', 'samling', 'da', 'samlinger/oldsagssamlingen', {
    title: 'Oldsagssamlingen',
    intro: 'Over to millioner genstande fra Danmarks oldtid og middelalder.',
    info: [
      { _key: 'i1', label: 'Genstande', value: 'Ca. 2,3 millioner' },
      { _key: 'i2', label: 'Grundlagt', value: '1807' },
    ],
    relatedCollections: [ref('collection-etnografisk-da')],
  }),
  doc('collection', 'collection-etnografisk-da', 'samling', 'da', 'samlinger/etnografisk-samling', {
    title: 'Etnografisk Samling',
  }),
  doc('service', 'service-konservering-da', 'bevaring', 'da', 'ydelser/konservering-af-genstande', {
    title: 'Konservering af genstande',
    intro: 'Vores konservatorer behandler træ, metal, tekstil og papir for museer, kirker og private.',
    info: [
      { _key: 'i1', label: 'Pris', value: 'Efter tilbud' },
      { _key: 'i2', label: 'Leveringstid', value: '4–12 uger' },
      { _key: 'i3', label: 'Kontakt', value: 'bevaring@natmus.dk' },
    ],
    relatedServices: [ref('service-dendro-da')],
  }),
  doc('service', 'service-dendro-da', 'bevaring', 'da', 'ydelser/dendrokronologisk-datering', {
    title: 'Dendrokronologisk datering',
  }),
  doc('serviceOverview', 'serviceOverview-sv', 'bevaring', 'sv', 'tjanster', { title: 'Tjänster' }),
  doc('service', 'service-konservering-sv', 'bevaring', 'sv', 'tjanster/konservering', {
    title: 'Konservering av föremål',
  }),
  doc('service', 'service-dendro-sv', 'bevaring', 'sv', 'tjanster/dendrokronologi', {
    title: 'Dendrokronologisk datering',
  }),
];

const pressPages: StoredDocument[] = [
  doc('pressOverview', 'pressOverview-da', 'natmus', 'da', 'presse', { title: 'Presse', crossSite: true }),
  doc('pressRelease', 'pressRelease-guldhorn-da', 'natmus', 'da', 'presse/guldhornene-vender-tilbage', {
    title: 'Guldhornene vender tilbage i ny særudstilling',
    publishedDate: '2026-04-14',
    excerpt: 'Den 1. maj åbner Nationalmuseet særudstillingen Guldhornene.',
    content: [
      block('Udstillingen kan ses i Prinsens Palæ fra 1. maj 2026. Læs mere om udstillingen.', 'c1', [
        {
          _key: 'l1',
          _type: 'link',
          type: 'internal',
          reference: { _type: 'reference', _ref: 'exhibition-guldhorn-da' },
        },
      ]),
    ],
    authors: [ref('contactPerson-line-kjaer')],
  }),
  doc('pressOverview', 'pressOverview-en', 'natmus', 'en', 'press', { title: 'Press', crossSite: true }),
  doc('pressRelease', 'pressRelease-guldhorn-en', 'natmus', 'en', 'press/golden-horns-return', {
    title: 'The Golden Horns return in a new special exhibition',
    publishedDate: '2026-04-14',
  }),
  doc('pressRelease', 'pressRelease-besoegende-en', 'natmus', 'en', 'press/record-visitors', {
    title: 'Record number of visitors at the Prince’s Mansion',
    publishedDate: '2026-09-01',
  }),
  doc('pressRelease', 'pressRelease-skuldelev-en', 'forskning', 'en', 'press/skuldelev-dates', {
    title: 'New dates for the Skuldelev ships',
    publishedDate: '2026-06-20',
  }),
  // Another locale: never on the English overview.
  doc('pressRelease', 'pressRelease-skuldelev-de', 'forskning', 'de', 'presse/skuldelev', {
    title: 'Neue Daten für die Skuldelev-Schiffe',
    publishedDate: '2026-10-01',
  }),
  doc('publicationOverview', 'publicationOverview-da', 'forskning', 'da', 'publikationer', { title: 'Publikationer' }),
  doc('publication', 'publication-arbejdsmark-da', 'forskning', 'da', 'publikationer/arbejdsmark-2026', {
    title: 'Nationalmuseets Arbejdsmark 2026',
    publishedDate: '2026-06-12',
    excerpt: 'Årets artikler om nye fund, konservering og forskning.',
    info: [
      { _key: 'i1', label: 'Forlag', value: 'Nationalmuseet' },
      { _key: 'i2', label: 'ISBN', value: '978-87-7602-512-4' },
    ],
    authors: [ref('contactPerson-sofie-dahl')],
  }),
  doc('publication', 'publication-skibsvrag-da', 'forskning', 'da', 'publikationer/skibsvrag', {
    title: 'Skibsvrag i danske farvande',
    publishedDate: '2024-11-02',
  }),
];

const practicalInfo: StoredDocument[] = [
  doc('practicalInfoOverview', 'practicalInfoOverview-de', 'natmus', 'de', 'praktische-informationen', {
    title: 'Praktische Informationen',
    entries: [ref('info-tickets-de'), ref('info-anfahrt-de'), ref('info-barrierefrei-de')],
  }),
  {
    _id: 'info-tickets-de',
    _type: 'practicalInformation',
    site: 'natmus',
    locale: 'de',
    title: 'Tickets und Preise',
    body: [block('Kaufen Sie Tickets online oder an der Kasse.')],
    items: [
      { _key: 'a', label: 'Erwachsene', value: '130 DKK' },
      { _key: 'k', label: 'Kinder unter 18 Jahren', value: 'Kostenlos' },
    ],
  },
  {
    _id: 'info-anfahrt-de',
    _type: 'practicalInformation',
    site: 'natmus',
    locale: 'de',
    title: 'Anfahrt',
    body: [block('Das Museum befindet sich im Prinzenpalais nahe dem Rathausplatz.')],
    link: { _key: 'l', type: 'internal', reference: { _type: 'reference', _ref: 'landingPage-besuch-de' } },
  },
  {
    _id: 'info-barrierefrei-de',
    _type: 'practicalInformation',
    site: 'natmus',
    locale: 'de',
    title: 'Barrierefreiheit',
    body: [block('Alle Ausstellungen sind mit dem Aufzug erreichbar.')],
  },
];

const { pageAt, deps, ctx } = inlinePages([
  ...exhibitions,
  ...landingPages,
  ...research,
  ...detailPages,
  ...pressPages,
  ...practicalInfo,
  imageAsset('silver-hoard'),
  imageAsset('golden-horn'),
  imageAsset('kronborg-ships'),
  siteConfig('natmus', 'da', {
    name: 'Nationalmuseet',
    street: 'Prinsens Palæ, Ny Vestergade 10',
    zip: '1471',
    city: 'København K',
  }),
  siteConfig('natmus', 'en', {
    name: 'National Museum of Denmark',
    street: 'Prinsens Palæ, Ny Vestergade 10',
    zip: '1471',
    city: 'København K',
  }),
]);

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
    expect(teasersOf(page.tabs?.current).map((item) => item.title)).toEqual(['Guldhornene', 'Vikingernes verden']);
    expect(teasersOf(page.tabs?.upcoming).map((item) => item.title)).toEqual(['Solvognen og solen', 'Runernes tale']);
    expect(page.blocks.map((block) => block._type)).toEqual(['textRibbon']);
  });

  it('moves an exhibition from upcoming to current on its first day (the GROQ $today parameter)', async () => {
    const page = props(await pageAt('natmus', '/udstillinger', '2027-02-05'), 'overviewPage');
    expect(teasersOf(page.tabs?.current).map((item) => item.title)).toContain('Solvognen og solen');
    expect(teasersOf(page.tabs?.upcoming).map((item) => item.title)).toEqual(['Runernes tale']);
  });

  it('"projectOverview (tabs current and upcoming, research units list)" with all research units', async () => {
    const page = props(await pageAt('forskning', '/projekter'), 'overviewPage');
    expect(teasersOf(page.tabs?.current).map((item) => item.title)).toEqual(['Træets årringe', 'Jellings monumenter']);
    expect(teasersOf(page.tabs?.upcoming).map((item) => item.title)).toEqual(['Ringborgene']);
    expect(page.lists?.map((list) => [list.title, teasersOf(list.items).length])).toEqual([['Forskningsenheder', 2]]);
  });

  it('a project has the exhibition template with the project label', async () => {
    const page = props(await pageAt('forskning', '/projekter/traeets-aarringe'), 'exhibitionPage');
    expect(page.hero.typeLabel).toBe('Projekt');
    expect(page.related?.title).toBe('Relaterede projekter');
  });

  it('"Per-site content types enforced": a project is a 404 on a site without projects', async () => {
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
    expect(teasersOf(page.lists?.[0]?.items).map((item) => item.title)).toEqual([
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
    const releases = teasersOf(natmus.lists?.[0]?.items);
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
    expect(teasersOf(overview.lists?.[0]?.items).map((item) => item.title)).toEqual([
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
    expect(view.template.props).toMatchObject({ title: 'Udstillinger', tabs: { current: null } });
    const upcoming = teasersOf((view.template.props as OverviewPageModel).tabs?.upcoming);
    expect(upcoming).toMatchObject([{ title: 'Kommer snart' }]);
    // The broken period is dropped: the teaser shows no date.
    expect(upcoming[0]?.date).toBeUndefined();
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
