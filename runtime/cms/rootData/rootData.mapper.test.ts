import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { loadRootData } from '@runtime/loader/rootData-loader';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
import { hosts, images, inlinePages, siteConfig, slug } from '@tests/support/inlineDocuments';
import type { MapContext } from '../content/context';
import {
  buildRootData,
  emptyRootData,
  mapShell,
  type RootData,
  rootDataOrFallback,
  shellFromRootData,
} from './rootData.mapper';
import { type CmsRootData, rootDataResultSchema } from './rootData.schema';

/** Christmas Eve 2026, a Thursday. */
const CHRISTMAS_EVE = '2026-12-24';
const ctx = (site: MapContext['site'], locale: MapContext['locale'] = 'da', today = CHRISTMAS_EVE): MapContext => ({
  site,
  locale,
  hosts,
  images,
  today,
});

afterEach(() => vi.restoreAllMocks());

const link = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  type: 'internal',
  title,
  targetType: 'landingPage',
  slug,
  site: 'natmus',
  locale: 'da',
  ...extra,
});
const tuesdayToSunday = { from: '10:00', to: '17:00' };

/** The root data query's result for the main site in Danish, as the CMS would answer it (validated as the loader does). */
const cmsRoot: CmsRootData = rootDataResultSchema.parse({
  shellHours: {
    openingHours: {
      periods: [
        {
          period: { from: '2026-01-01', to: '2027-12-31' },
          monday: null,
          tuesday: tuesdayToSunday,
          wednesday: tuesdayToSunday,
          thursday: tuesdayToSunday,
          friday: tuesdayToSunday,
          saturday: tuesdayToSunday,
          sunday: tuesdayToSunday,
        },
      ],
      closedDays: [{ date: CHRISTMAS_EVE, reason: { da: 'Juleaften', en: 'Christmas Eve' } }],
      openDays: [{ date: '2026-12-21', hours: { from: '10:00', to: '16:00' } }],
    },
    practicalInfo: link('Praktisk information', 'praktisk-information'),
  },
  navigationData: {
    primary: [link('Besøg museet', 'besoeg-museet'), { type: 'external', title: 'Uden mål' }],
    secondary: [{ type: 'external', title: 'Køb billet', href: 'https://billetter.natmus.dk/' }],
    tertiary: [{ type: 'crossSite', title: 'Forskning', targetType: 'frontPage', site: 'forskning', locale: 'da' }],
    footer: {
      groups: [
        { title: 'Besøg', links: [link('Åbningstider', 'aabningstider')] },
        { title: 'Tom gruppe', links: [] },
      ],
      policyPages: [{ type: 'external', title: 'Privatlivspolitik', href: 'https://natmus.dk/privatliv/' }],
      socialMedia: [{ url: 'https://www.facebook.com/nationalmuseet' }, { url: 'https://x.com/nationalmuseet' }],
      meta: [link('Job', 'job'), link('Presse', 'presse')],
    },
    tickets: { type: 'external', title: 'Køb billet', href: 'https://billetter.natmus.dk/' },
    practicalInfo: link('Praktisk info (navigation)', 'praktisk'),
    featuredTicket: {
      link: {
        type: 'internal',
        title: 'Entrébillet',
        targetType: 'ticket',
        slug: 'billet/entre',
        site: 'natmus',
        locale: 'da',
      },
      description: 'Adgang til alle udstillinger hele dagen.',
      variants: [
        { title: 'Studerende', price: 95, score: 2 },
        { title: 'Voksne', price: 120, score: 3, capacity: 0 },
        { title: 'Grupper (pr. person)', price: 100, capacity: 25 },
        { title: 'Uden pris' },
      ],
    },
    searchSuggestions: ['Solvognen', ' Vikinger ', ''],
  },
  siteConfig: {
    name: 'Nationalmuseet (navn)',
    street: 'Ny Vestergade 10',
    city: 'København K',
    zip: '1471',
    seo: { title: 'Nationalmuseet', description: 'Danmarks kulturhistoriske hovedmuseum.' },
    subsites: [{ type: 'crossSite', title: 'Krigsmuseet', targetType: 'frontPage', site: 'krigsmuseet', locale: 'da' }],
    newsletterPopUp: {
      title: 'Nyhedsbrev',
      text: 'En gang om måneden.',
      link: { type: 'external', title: 'Tilmeld', href: 'https://nyhedsbrev.natmus.dk/tilmeld' },
      listId: 'nationalmuseet',
    },
  },
});

describe('root data, exactly as the spec’s "Root data" list (the spec: navigation and site data)', () => {
  const root = buildRootData(cmsRoot, ctx('natmus'));

  it('"tickets (types as list of variant title and price; …)": the featured ticket’s variants, without a price left out', () => {
    expect(root.tickets.types).toEqual([
      { title: 'Voksne', price: 120 },
      { title: 'Studerende', price: 95 },
      { title: 'Grupper (pr. person)', price: 100 },
    ]);
  });

  it('"cta with label and url": the navigation’s ticket link', () => {
    expect(root.tickets.cta).toEqual({ label: 'Køb billet', url: 'https://billetter.natmus.dk/' });
  });

  it('"links with a practical-info link and arrow icon"', () => {
    expect(root.tickets.links).toEqual([
      { label: 'Praktisk information', url: '/praktisk-information', icon: 'arrow' },
    ]);
  });

  it('"openingHours (general, overview, openToday boolean, today)": a closed-day exception on a regular open day', () => {
    expect(root.openingHours.openToday).toBe(false);
    expect(root.openingHours.today).toBe('Lukket i dag');
    // general: the regular week of today's period, consecutive days with the same hours merged.
    expect(root.openingHours.general.map((line) => `${line.days} ${line.hours}`)).toEqual([
      'Mandag Lukket',
      'Tirsdag - søndag 10.00 - 17.00',
    ]);
    // overview: this week as it is: Monday 21 December is an extra open day, Thursday 24 December closed.
    expect(root.openingHours.overview.map((line) => `${line.days} ${line.hours}`)).toEqual([
      'Mandag 10.00 - 16.00',
      'Tirsdag - onsdag 10.00 - 17.00',
      'Torsdag Lukket',
      'Fredag - søndag 10.00 - 17.00',
    ]);
  });

  it('openToday true and today’s hours on a regular open day, in the page’s locale', () => {
    const sunday = buildRootData(cmsRoot, ctx('natmus', 'en', '2026-11-22'));
    expect(sunday.openingHours.openToday).toBe(true);
    expect(sunday.openingHours.today).toMatch(/^Open today 10(:|\.)00/);
    const monday = buildRootData(cmsRoot, ctx('natmus', 'da', '2026-11-23'));
    expect(monday.openingHours).toMatchObject({ openToday: false, today: 'Lukket i dag' });
  });

  it('"address (city, street, zip, countryCode fixed da)"', () => {
    expect(root.address).toEqual({ city: 'København K', street: 'Ny Vestergade 10', zip: '1471', countryCode: 'da' });
  });

  it('"locale, locales (code from isoCode, label from name, url /{isoCode})"', () => {
    expect(buildRootData(cmsRoot, ctx('natmus', 'sv')).locale).toBe('sv');
    expect(root.locales).toEqual([
      { code: 'da', label: 'Dansk', url: '/da' },
      { code: 'en', label: 'English', url: '/en' },
      { code: 'de', label: 'Deutsch', url: '/de' },
      { code: 'sv', label: 'Svenska', url: '/sv' },
    ]);
  });

  it('"recommendedSearchTerms" from the navigation’s searchSuggestions (blank ones dropped)', () => {
    expect(root.recommendedSearchTerms).toEqual(['Solvognen', 'Vikinger']);
  });

  it('"socialProfiles (list with url), showSocialProfiles (always true)"', () => {
    expect(root.socialProfiles).toEqual([
      { url: 'https://www.facebook.com/nationalmuseet' },
      { url: 'https://x.com/nationalmuseet' },
    ]);
    expect(root.showSocialProfiles).toBe(true);
    expect(buildRootData({ navigationData: null, siteConfig: null }, ctx('natmus')).showSocialProfiles).toBe(true);
  });

  it('a social profile is a link like any other: javascript:, data:, //host and the like are left out, good ones kept', () => {
    const good = ['https://www.instagram.com/nationalmuseet', 'http://example.com/', 'mailto:info@natmus.dk'];
    const withProfiles = rootDataResultSchema.parse({
      ...cmsRoot,
      navigationData: {
        ...cmsRoot.navigationData,
        footer: { socialMedia: [...HOSTILE_URLS, ...good].map((url, index) => ({ _key: `s${index}`, url })) },
      },
    });
    expect(buildRootData(withProfiles, ctx('natmus')).socialProfiles).toEqual(good.map((url) => ({ url })));
  });

  it('"footerNavigation (general, groups, featured from subsites)"; a group without links is left out', () => {
    expect(root.footerNavigation.general.map((item) => item.label)).toEqual(['Job', 'Presse']);
    expect(root.footerNavigation.groups).toEqual([
      { title: 'Besøg', links: [{ label: 'Åbningstider', href: '/aabningstider', kind: 'internal' }] },
    ]);
    expect(root.footerNavigation.featured).toEqual([
      { label: 'Krigsmuseet', href: 'http://krigsmuseet.localhost:3000/', kind: 'crossSite' },
    ]);
    expect(root.footerNavigation.policyPages.map((item) => item.label)).toEqual(['Privatlivspolitik']);
  });

  it('"mainNavigation (featured, lvl1 primary, lvl2 secondary, lvl3 tertiary, cta)"; links without title or url dropped', () => {
    const { mainNavigation } = root;
    expect(mainNavigation.featured).toEqual([
      {
        link: { label: 'Entrébillet', href: '/billet/entre', kind: 'internal' },
        description: 'Adgang til alle udstillinger hele dagen.',
      },
    ]);
    expect(mainNavigation.lvl1).toEqual([{ label: 'Besøg museet', href: '/besoeg-museet', kind: 'internal' }]);
    expect(mainNavigation.lvl2.map((item) => item.label)).toEqual(['Køb billet']);
    expect(mainNavigation.lvl3).toEqual([
      { label: 'Forskning', href: 'http://forskning.localhost:3000/', kind: 'crossSite' },
    ]);
    expect(mainNavigation.cta).toEqual({ label: 'Køb billet', url: 'https://billetter.natmus.dk/' });
  });

  it('"siteName and organizationDescription (from the site’s seo title and description)"', () => {
    expect(root.siteName).toBe('Nationalmuseet');
    expect(root.organizationDescription).toBe('Danmarks kulturhistoriske hovedmuseum.');
  });

  it('"newsletter (only when the pop-up has a newsletter list)"; dismissal remembered per site', () => {
    expect(root.newsletter).toEqual({
      title: 'Nyhedsbrev',
      text: 'En gang om måneden.',
      signupLink: { label: 'Tilmeld', href: 'https://nyhedsbrev.natmus.dk/tilmeld', kind: 'external' },
      storageKey: 'newsletter-popup-dismissed:natmus',
    });
    const popUp = cmsRoot.siteConfig?.newsletterPopUp;
    const withoutList = {
      ...cmsRoot,
      siteConfig: { ...cmsRoot.siteConfig, newsletterPopUp: { ...popUp, listId: null } },
    };
    expect(buildRootData(withoutList as CmsRootData, ctx('natmus')).newsletter).toBeUndefined();
    expect('newsletter' in buildRootData(withoutList as CmsRootData, ctx('natmus'))).toBe(false);
  });

  it('has exactly the fields of the spec’s list (and the footer’s policy pages), nothing else', () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        'tickets',
        'openingHours',
        'address',
        'locale',
        'locales',
        'recommendedSearchTerms',
        'socialProfiles',
        'showSocialProfiles',
        'footerNavigation',
        'mainNavigation',
        'siteName',
        'organizationDescription',
        'newsletter',
      ].sort(),
    );
    expect(Object.keys(root.tickets)).toEqual(['types', 'cta', 'links']);
    expect(Object.keys(root.openingHours)).toEqual(['general', 'overview', 'openToday', 'today']);
    expect(Object.keys(root.mainNavigation)).toEqual(['featured', 'lvl1', 'lvl2', 'lvl3', 'cta']);
    expect(Object.keys(root.footerNavigation)).toEqual(['general', 'groups', 'featured', 'policyPages']);
  });
});

describe('spec: "Root data falls back to an empty structure (empty lists, openToday false, empty cta) if building fails"', () => {
  const empty: RootData = {
    tickets: { types: [], cta: { label: '', url: '' }, links: [] },
    openingHours: { general: [], overview: [], openToday: false, today: '' },
    address: { city: '', street: '', zip: '', countryCode: 'da' },
    locale: 'en',
    locales: [],
    recommendedSearchTerms: [],
    socialProfiles: [],
    showSocialProfiles: true,
    footerNavigation: { general: [], groups: [], featured: [], policyPages: [] },
    mainNavigation: { featured: [], lvl1: [], lvl2: [], lvl3: [], cta: { label: '', url: '' } },
    siteName: '',
    organizationDescription: '',
  };

  it('the empty structure', () => {
    expect(emptyRootData('en')).toEqual(empty);
  });

  it('building fails: the empty structure, and the failure is logged (the spec: "Root data failure: Logged")', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...cmsRoot, navigationData: { ...cmsRoot.navigationData, primary: 42 } } as unknown as CmsRootData;
    expect(rootDataOrFallback(broken, ctx('natmus', 'en'))).toEqual(empty);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Building the root data of natmus en failed'),
      expect.any(TypeError),
    );
  });

  it('built once per loaded root data, site, language and day: the views of one day share it, the next day rebuilds', () => {
    const first = rootDataOrFallback(cmsRoot, ctx('natmus', 'da'));
    expect(rootDataOrFallback(cmsRoot, ctx('natmus', 'da'))).toBe(first);
    expect(first).toEqual(buildRootData(cmsRoot, ctx('natmus', 'da')));
    const nextDay = rootDataOrFallback(cmsRoot, ctx('natmus', 'da', '2026-12-25'));
    expect(nextDay).not.toBe(first);
    expect(nextDay).toEqual(buildRootData(cmsRoot, ctx('natmus', 'da', '2026-12-25')));
    expect(rootDataOrFallback(cmsRoot, ctx('natmus', 'en'))).not.toBe(first);
  });

  it('no root data (loading failed, logged by the loader): the empty structure', () => {
    expect(rootDataOrFallback(null, ctx('natmus', 'en'))).toEqual(empty);
  });

  it('unreadable opening hours leave only the opening hours empty (logged), not the navigation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const badHours = rootDataResultSchema.parse({
      ...cmsRoot,
      shellHours: {
        openingHours: { periods: [{ period: { from: 'soon', to: 'later' } }], closedDays: [], openDays: [] },
      },
    });
    const root = buildRootData(badHours, ctx('natmus'));
    expect(root.openingHours).toEqual({ general: [], overview: [], openToday: false, today: '' });
    expect(root.mainNavigation.lvl1).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Opening hours of natmus left out'));
  });

  it('the shell of the fallback: the site’s identity, no navigation, no ticket call to action', () => {
    const shell = shellFromRootData(emptyRootData('en'), ctx('natmus', 'en'));
    expect(shell.site).toMatchObject({ theme: 'natmus', name: 'Nationalmuseet', logo: 'main', homeHref: '/en' });
    expect(shell.mainNavigation).toEqual([]);
    expect(shell.ticketCta).toBeUndefined();
    expect(shell.cta).toBeUndefined();
    expect(shell.practicalInfoLink).toBeUndefined();
    expect(shell.openingHoursToday).toBeUndefined();
    expect(shell.newsletter).toBeUndefined();
    expect(shell.footer.address).toBeUndefined();
    expect(shell.footer.socialProfiles).toEqual([]);
  });
});

describe('root data to the shell the pages render', () => {
  const root = buildRootData(cmsRoot, ctx('natmus'));
  const shell = shellFromRootData(root, ctx('natmus'));

  it('the header: three navigation levels, the featured ticket, the ticket call to action, today’s hours linking to practical info', () => {
    expect(shell.mainNavigation).toBe(root.mainNavigation.lvl1);
    expect(shell.secondaryNavigation).toBe(root.mainNavigation.lvl2);
    expect(shell.tertiaryNavigation).toBe(root.mainNavigation.lvl3);
    expect(shell.featuredNavigation).toBe(root.mainNavigation.featured);
    expect(shell.ticketCta).toEqual({ label: 'Køb billet', href: 'https://billetter.natmus.dk/', kind: 'external' });
    expect(shell.openingHoursToday).toBe('Lukket i dag');
    expect(shell.practicalInfoLink).toEqual({
      label: 'Praktisk information',
      href: '/praktisk-information',
      kind: 'internal',
    });
    expect(shell.search).toEqual({ action: '/soeg', recommendedTerms: ['Solvognen', 'Vikinger'] });
  });

  it('the menu’s call to action, unless the second level already links there', () => {
    expect(shell.cta).toBeUndefined();
    const other = shellFromRootData({ ...root, mainNavigation: { ...root.mainNavigation, lvl2: [] } }, ctx('natmus'));
    expect(other.cta).toEqual({ label: 'Køb billet', href: 'https://billetter.natmus.dk/', kind: 'external' });
    const crossSite = shellFromRootData(
      {
        ...root,
        mainNavigation: {
          ...root.mainNavigation,
          lvl2: [],
          cta: { label: 'Billet', url: 'http://kronborg.localhost:3000/billet' },
        },
      },
      ctx('natmus'),
    );
    expect(crossSite.cta?.kind).toBe('crossSite');
  });

  it('the footer: groups, policy pages, general, featured subsites, social profiles, description and address', () => {
    expect(shell.footer).toEqual({
      groups: root.footerNavigation.groups,
      policyLinks: root.footerNavigation.policyPages,
      general: root.footerNavigation.general,
      featured: root.footerNavigation.featured,
      socialProfiles: root.socialProfiles,
      organizationDescription: 'Danmarks kulturhistoriske hovedmuseum.',
      address: { name: 'Nationalmuseet', street: 'Ny Vestergade 10', zip: '1471', city: 'København K' },
    });
  });

  it('the language switcher: the page’s translations when given, else each locale’s root', () => {
    expect(shell.languages.map((language) => [language.locale, language.href, language.current])).toEqual([
      ['da', '/', true],
      ['en', '/en', false],
      ['de', '/de', false],
      ['sv', '/sv', false],
    ]);
    const own = [{ locale: 'da' as const, href: '/side', current: true }];
    expect(shellFromRootData(root, ctx('natmus'), own).languages).toBe(own);
  });
});

describe('root data loaded through the root data query (inline documents)', () => {
  type Doc = Record<string, unknown> & { _id: string; _type: string };
  const page = (
    id: string,
    site: string,
    locale: string,
    title: string,
    path: string | null,
    type = 'landingPage',
  ): Doc => ({
    _id: id,
    _type: type,
    site,
    locale,
    title,
    ...(path === null ? {} : { slug: slug(path) }),
  });
  const linkTo = (id: string, title?: string) => ({
    _type: 'link',
    _key: `l-${id}`,
    type: 'internal',
    ...(title ? { title } : {}),
    reference: { _type: 'reference', _ref: id },
  });
  const crossSiteTo = (id: string) => ({ ...linkTo(id), type: 'crossSite' });
  const external = (title: string, href: string) => ({
    _type: 'link',
    _key: `x-${title}`,
    type: 'external',
    title,
    href,
  });
  const subsites = ['forskning', 'bevaring', 'samling'];
  const hours = { from: '10:00', to: '17:00' };

  const documents: Doc[] = [
    ...subsites.flatMap((site) => [
      page(`frontPage-${site}-da`, site, 'da', site, null, 'frontPage'),
      page(`frontPage-${site}-en`, site, 'en', site, null, 'frontPage'),
    ]),
    page('visit-da', 'natmus', 'da', 'Besøg museet', 'besoeg-museet'),
    page('hours-da', 'natmus', 'da', 'Åbningstider', 'besoeg-museet/aabningstider'),
    page('jobs-en', 'natmus', 'en', 'Jobs', 'jobs'),
    page('press-en', 'natmus', 'en', 'Press', 'press'),
    page('contact-en', 'natmus', 'en', 'Contact', 'contact'),
    page('krigsmuseet-visit-en', 'krigsmuseet', 'en', 'Visit the War Museum', 'visit'),
    {
      _id: 'openingHours-natmus',
      _type: 'openingHours',
      site: 'natmus',
      periods: [
        {
          _key: 'p',
          period: { from: '2026-01-01', to: '2027-12-31' },
          monday: null,
          tuesday: hours,
          wednesday: hours,
          thursday: hours,
          friday: hours,
          saturday: hours,
          sunday: hours,
        },
      ],
      closedDays: [{ _key: 'c', date: '2026-12-24', reason: { _type: 'localeString', da: 'Juleaften' } }],
    },
    {
      _id: 'navigation-natmus-da',
      _type: 'navigation',
      site: 'natmus',
      locale: 'da',
      primary: [linkTo('visit-da')],
      secondary: [external('Køb billet', 'https://billetter.natmus.dk/nationalmuseet'), linkTo('hours-da')],
      tertiary: subsites.map((site) => crossSiteTo(`frontPage-${site}-da`)),
      tickets: external('Køb billet', 'https://billetter.natmus.dk/nationalmuseet'),
    },
    {
      _id: 'navigation-natmus-de',
      _type: 'navigation',
      site: 'natmus',
      locale: 'de',
      searchSuggestions: ['Sonnenwagen', 'Wikinger', ' ', 'Egtved-Mädchen', 'Öffnungszeiten'],
    },
    {
      _id: 'navigation-natmus-en',
      _type: 'navigation',
      site: 'natmus',
      locale: 'en',
      footer: {
        groups: [{ _key: 'g', title: 'Visit', links: [linkTo('contact-en')] }],
        socialMedia: [
          'https://www.facebook.com/nationalmuseet',
          'https://www.instagram.com/nationalmuseet/',
          'https://www.youtube.com/@nationalmuseet',
          'https://x.com/nationalmuseet',
        ].map((url, index) => ({ _key: `s${index}`, url })),
        meta: [linkTo('jobs-en'), linkTo('press-en'), linkTo('contact-en')],
      },
    },
    {
      _id: 'navigation-krigsmuseet-en',
      _type: 'navigation',
      site: 'krigsmuseet',
      locale: 'en',
      tickets: external('Buy tickets', 'https://billetter.natmus.dk/krigsmuseet'),
      practicalInfo: linkTo('krigsmuseet-visit-en', 'Practical information'),
    },
    {
      ...siteConfig('natmus', 'da', {
        name: 'Nationalmuseet',
        street: 'Ny Vestergade 10',
        zip: '1471',
        city: 'København K',
      }),
      newsletterPopUp: {
        title: 'Nyhedsbrev fra Nationalmuseet',
        text: 'Nye udstillinger og historier fra samlingerne – cirka én gang om måneden.',
        link: external('Tilmeld dig nyhedsbrevet', 'https://nyhedsbrev.natmus.dk/tilmeld/nationalmuseet'),
        newsletter: { account: 'natmus', region: 'eu', listId: 'nationalmuseet', userId: 'natmus-web' },
      },
    },
    {
      ...siteConfig('natmus', 'en', {
        name: 'National Museum of Denmark',
        street: 'Ny Vestergade 10',
        zip: '1471',
        city: 'Copenhagen K',
      }),
      seo: { description: 'Denmark’s largest museum of cultural history.' },
      subsites: subsites.map((site) => crossSiteTo(`frontPage-${site}-en`)),
    },
    {
      ...siteConfig('krigsmuseet', 'da', {
        name: 'Krigsmuseet',
        street: 'Tøjhusgade 3',
        zip: '1220',
        city: 'København K',
      }),
      newsletterPopUp: {
        title: 'Nyhedsbrev fra Krigsmuseet',
        link: external('Tilmeld', 'https://nyhedsbrev.natmus.dk/tilmeld/krigsmuseet'),
        newsletter: { listId: 'krigsmuseet' },
      },
    },
    // A pop-up without a newsletter list: no newsletter.
    {
      ...siteConfig('kronborg', 'da', { name: 'Kronborg Slot', street: 'Kronborg 2C', zip: '3000', city: 'Helsingør' }),
      newsletterPopUp: { title: 'Nyhedsbrev fra Kronborg', link: external('Tilmeld', 'https://nyhedsbrev.natmus.dk/') },
    },
  ];
  const { source } = inlinePages(documents as StoredDocument[]);

  async function rootOf(site: MapContext['site'], locale: MapContext['locale'] = 'da', today = '2026-11-22') {
    return buildRootData(await loadRootData({ site, locale }, source), ctx(site, locale, today));
  }

  it('mainNavigation: lvl1 primary, lvl2 secondary, lvl3 tertiary', async () => {
    const root = await rootOf('natmus');
    expect(root.mainNavigation.lvl1.map((item) => item.label)).toContain('Besøg museet');
    expect(root.mainNavigation.lvl2.map((item) => item.label)).toEqual(['Køb billet', 'Åbningstider']);
    expect(root.mainNavigation.lvl3.map((item) => item.href)).toEqual([
      'http://forskning.localhost:3000/',
      'http://bevaring.localhost:3000/',
      'http://samling.localhost:3000/',
    ]);
  });

  it('tickets: the cta with label and url, and the practical-info link', async () => {
    const root = await rootOf('krigsmuseet', 'en');
    expect(root.tickets.cta).toEqual({ label: 'Buy tickets', url: 'https://billetter.natmus.dk/krigsmuseet' });
    expect(root.tickets.links).toEqual([
      { label: 'Practical information', url: expect.stringMatching(/^\/en\//), icon: 'arrow' },
    ]);
  });

  it('recommendedSearchTerms from the navigation’s searchSuggestions, in the page’s locale', async () => {
    expect((await rootOf('natmus', 'de')).recommendedSearchTerms).toEqual([
      'Sonnenwagen',
      'Wikinger',
      'Egtved-Mädchen',
      'Öffnungszeiten',
    ]);
  });

  it('footerNavigation and socialProfiles of the main site', async () => {
    const root = await rootOf('natmus', 'en');
    expect(root.footerNavigation.general.map((item) => item.label)).toEqual(['Jobs', 'Press', 'Contact']);
    expect(root.footerNavigation.groups.length).toBeGreaterThan(0);
    expect(root.footerNavigation.featured.map((item) => item.kind)).toEqual(['crossSite', 'crossSite', 'crossSite']);
    expect(root.socialProfiles.map((profile) => new URL(profile.url).hostname)).toEqual([
      'www.facebook.com',
      'www.instagram.com',
      'www.youtube.com',
      'x.com',
    ]);
    expect(root.organizationDescription).toBeTruthy();
  });

  it('newsletter: the main site’s and the war museum’s pop-ups; Kronborg has none', async () => {
    expect((await rootOf('natmus')).newsletter).toMatchObject({
      title: 'Nyhedsbrev fra Nationalmuseet',
      signupLink: { href: 'https://nyhedsbrev.natmus.dk/tilmeld/nationalmuseet', kind: 'external' },
    });
    expect((await rootOf('krigsmuseet')).newsletter?.storageKey).toBe('newsletter-popup-dismissed:krigsmuseet');
    expect((await rootOf('kronborg')).newsletter).toBeUndefined();
  });

  it('mapShell: the query’s result through root data to the shell; no result gives the fallback shell', async () => {
    const shell = mapShell(
      await loadRootData({ site: 'natmus', locale: 'da' }, source),
      ctx('natmus', 'da', '2026-11-22'),
    );
    expect(shell.openingHoursToday).toBe('Åbent i dag 10.00 - 17.00');
    expect(shell.ticketCta?.label).toBe('Køb billet');
    expect(mapShell(null, ctx('natmus')).mainNavigation).toEqual([]);
  });
});
