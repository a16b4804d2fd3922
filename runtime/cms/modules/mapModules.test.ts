import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { loadPage } from '@runtime/loader/page-loader';
import {
  block,
  hosts,
  imageAsset,
  image as imageField,
  images,
  inlinePages,
  pageDocument,
  ref,
  slug,
} from '@tests/support/inlineDocuments';
import { strings } from '@tests/support/strings';
import type { MapContext } from '../content/context';
import { mapPage } from '../pages/page.mapper';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

describe('a landing page with many module types (inline documents)', () => {
  /** Danish or English text, by the page's locale. */
  type Texts = { da: string; en: string };
  const pic = (name: string, alt: string) => imageField(name, { da: alt, en: alt });
  const internal = (title: string, id: string) => ({
    _type: 'link',
    _key: `l-${id}`,
    type: 'internal',
    title,
    reference: { _type: 'reference', _ref: id },
  });

  /** Fifteen module types, the Danish and English page alike; strings hold markup only where an editor pasted it. */
  const prehistoryModules = (locale: 'da' | 'en', t: (texts: Texts) => string) => [
    {
      _type: 'textSection',
      _key: 'text',
      heading: t({ da: 'Fra istid til vikinger', en: 'From the Ice Age to the Vikings' }),
      body: [
        block(
          t({
            da: 'Da isen trak sig tilbage, fulgte jægerne rensdyrene mod nord.',
            en: 'As the ice retreated, hunters followed the reindeer north.',
          }),
        ),
      ],
    },
    {
      _type: 'imageModule',
      _key: 'image',
      image: pic('helleristning', 'En granitblok med rødmalede helleristninger'),
      caption: t({ da: 'Helleristninger med skibe og solhjul.', en: 'Rock carvings with ships and sun wheels.' }),
      layout: 'full',
    },
    {
      _type: 'textRibbon',
      _key: 'ribbon',
      text: t({ da: 'Solvognen er 3.400 år gammel.', en: 'The Sun Chariot is 3,400 years old.' }),
      link: internal(t({ da: 'Se den i udstillingen', en: 'See it in the exhibition' }), `visit-${locale}`),
    },
    {
      _type: 'imageDetail',
      _key: 'detail',
      heading: t({ da: 'Se nærmere på Solvognen', en: 'A closer look at the Sun Chariot' }),
      body: [
        block(
          t({
            da: 'Den ene side af solskiven er dækket af guldblad.',
            en: 'One side of the sun disc is covered in gold leaf.',
          }),
        ),
      ],
      image: pic('solvogn', 'Solvognens forgyldte solskive'),
      caption: 'Solvognen, ca. 1400 f.Kr.',
      detail: { x: 50, y: 50, zoom: 3, alt: { da: 'Spiralmønstre i guld', en: 'Gold spiral patterns' } },
    },
    {
      _type: 'imageSlider',
      _key: 'slider',
      title: t({ da: 'Bronzealderens skatte', en: 'Treasures of the Bronze Age' }),
      images: [
        {
          _key: 's1',
          _type: 'slide',
          image: pic('guldskaale', 'Fire guldskåle fra bronzealderen'),
          caption: 'Mariesminde',
        },
        { _key: 's2', _type: 'slide', image: pic('baelteplade', 'En bælteplade af bronze'), caption: 'Egtved' },
      ],
    },
    {
      _type: 'styledTextAndVisual',
      _key: 'styled',
      heading: t({ da: 'Vikingernes verden', en: 'The world of the Vikings' }),
      description: t({
        da: 'Mød vikingerne gennem de ting, de efterlod.',
        en: 'Meet the Vikings through what they left behind.',
      }),
      image: pic('vikingeskib', 'Et vikingeskib med stribet råsejl'),
      link: internal(t({ da: 'Planlæg dit besøg', en: 'Plan your visit' }), `visit-${locale}`),
    },
    {
      _type: 'statement',
      _key: 'statement',
      personName: 'Flemming Kaul',
      title: t({ da: 'Seniorforsker', en: 'Senior researcher' }),
      quote: t({
        da: 'Solvognen er nøglen til bronzealderens religion.',
        en: 'The Sun Chariot is the key to Bronze Age religion.',
      }),
    },
    {
      _type: 'video',
      _key: 'video',
      playbackId: 'Vq4kT9fXw3cPz01mB7nHs5LrD8eGa2Yj',
      type: 'clip',
      range: '0.1-0.4',
      title: t({ da: 'Sådan lyder en bronzelur', en: 'The sound of a Bronze Age lur' }),
      poster: pic('lurer', 'To snoede bronzelurer'),
      layout: 'contained',
    },
    {
      _type: 'billboardSingle',
      _key: 'single',
      title: 'Egtvedpigen',
      description: t({
        da: 'Hun blev begravet en sommerdag i 1370 f.Kr.',
        en: 'She was buried on a summer day in 1370 BC.',
      }),
      image: pic('egtved', 'Egtvedpigens egekiste set ovenfra'),
      link: internal(t({ da: 'Læs mere', en: 'Read more' }), `visit-${locale}`),
    },
    {
      _type: 'billboardDouble',
      _key: 'double',
      title: t({ da: 'Mere oldtid', en: 'More prehistory' }),
      items: [
        {
          _key: 'b1',
          _type: 'billboard',
          title: 'Runestenene',
          image: pic('jellingsten', 'Den store Jellingsten'),
          link: internal('Jelling', `visit-${locale}`),
        },
        {
          _key: 'b2',
          _type: 'billboard',
          title: 'Ringborgen',
          image: pic('trelleborg', 'Trelleborg set fra luften'),
          link: internal('Trelleborg', `visit-${locale}`),
        },
      ],
    },
    {
      _type: 'infoList',
      _key: 'info',
      title: t({ da: 'Fakta om Solvognen', en: 'Facts about the Sun Chariot' }),
      items: [
        {
          _key: 'i1',
          _type: 'infoItem',
          label: t({ da: 'Alder', en: 'Age' }),
          value: t({ da: 'ca. 3.400 år', en: 'about 3,400 years' }),
        },
        { _key: 'i2', _type: 'infoItem', label: t({ da: 'Fundsted', en: 'Found at' }), value: 'Trundholm Mose' },
      ],
    },
    {
      _type: 'accordion',
      _key: 'accordion',
      title: t({ da: 'Spørgsmål om oldtiden', en: 'Questions about prehistory' }),
      items: [
        {
          _key: 'a1',
          _type: 'accordionItem',
          title: t({ da: 'Må jeg fotografere i udstillingen?', en: 'May I take photos?' }),
          content: [block(t({ da: 'Ja, gerne – men uden blitz.', en: 'Yes, but without flash.' }))],
        },
      ],
    },
    {
      _type: 'contact',
      _key: 'contact',
      title: t({ da: 'Kontakt os', en: 'Contact us' }),
      people: [ref('contactPerson-mette-lund')],
    },
    {
      _type: 'callToAction',
      _key: 'cta',
      title: t({ da: 'Før du kommer', en: 'Before you come' }),
      items: [
        {
          _type: 'link',
          _key: 'c1',
          type: 'external',
          title: t({ da: 'Køb billet', en: 'Buy tickets' }),
          href: 'https://billetter.natmus.dk/nationalmuseet',
        },
      ],
    },
    {
      _type: 'embed',
      _key: 'embed',
      code: '<script type="text/javascript" src="https://form.jotform.com/jsform/241563982214356"></script>',
    },
    {
      _type: 'embed',
      _key: 'consent',
      code: '<a href="javascript:CookieConsent.renew();">Skift dine <b>cookie</b>-indstillinger</a>',
    },
  ];

  const danish = (texts: Texts) => texts.da;
  const english = (texts: Texts) => texts.en;
  const documents: StoredDocument[] = [
    pageDocument('landingPage', 'landingPage-oldtid-da', 'natmus', 'da', 'danmarks-oldtid', {
      title: 'Danmarks Oldtid',
      modules: prehistoryModules('da', danish),
    }),
    {
      _id: 'landingPage-oldtid-en',
      _type: 'landingPage',
      site: 'natmus',
      locale: 'en',
      title: 'Danish Prehistory',
      slug: slug('danish-prehistory'),
      modules: prehistoryModules('en', english),
    },
    ...(['da', 'en'] as const).map((locale) => ({
      _id: `visit-${locale}`,
      _type: 'landingPage',
      site: 'natmus',
      locale,
      title: locale === 'da' ? 'Besøg museet' : 'Visit the museum',
      slug: slug(locale === 'da' ? 'besoeg-museet' : 'visit'),
      modules: [
        {
          _type: 'newsletter',
          _key: 'news',
          title: 'Få nyt fra Nationalmuseet',
          content: [block('Hver måned: nye udstillinger og historier fra samlingerne.')],
          list: { account: 'natmus', region: 'us14', listId: 'a3f9c2e1d7', userId: '6b1e0f4c29d8a7b3e5c0f1a2d' },
        },
        {
          _type: 'iframeEmbed',
          _key: 'survey',
          url: 'https://forms.office.com/Pages/ResponsePage.aspx?id=Jm3vYc8pT0qX1nB5rK2wLg',
          title: 'Spørgeskema om dit besøg',
        },
      ],
    })),
    {
      _id: 'contactPerson-mette-lund',
      _type: 'contactPerson',
      name: 'Mette Lund',
      title: { _type: 'localeString', da: 'Publikumsansvarlig', en: 'Head of visitor services' },
      email: 'besoeg@natmus.dk',
      excerpt: {
        _type: 'localeString',
        da: '<b>Gruppebesøg</b> og rundvisninger',
        en: '<b>Group visits</b> and tours',
      },
    },
    ...[
      'helleristning',
      'solvogn',
      'guldskaale',
      'baelteplade',
      'vikingeskib',
      'lurer',
      'egtved',
      'jellingsten',
      'trelleborg',
    ].map(imageAsset),
  ];
  const { deps } = inlinePages(documents);

  it.each([
    ['da', '/danmarks-oldtid'],
    ['en', '/en/danish-prehistory'],
    ['da', '/besoeg-museet'],
  ] as const)('maps every module of natmus %s %s, with no warning and no raw HTML', async (locale, path) => {
    const warn = vi.spyOn(console, 'warn');
    const outcome = await loadPage({ site: 'natmus', path }, deps);
    if (outcome.kind !== 'page') throw new Error(`no page at ${path}`);
    const modules = (outcome.page as { modules: { _type: string }[] }).modules;
    const view = mapPage(outcome.page, { ...ctx, locale });
    if (view.template.type !== 'landingPage') throw new Error('expected a landing page');
    expect(view.template.props.blocks).toHaveLength(modules.length);
    expect(warn).not.toHaveBeenCalled();
    for (const value of strings(view.template.props.blocks)) expect(value).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it('a page with many module types shows each as its own block, in the editor’s order', async () => {
    const outcome = await loadPage({ site: 'natmus', path: '/danmarks-oldtid' }, deps);
    if (outcome.kind !== 'page') throw new Error('no page');
    const view = mapPage(outcome.page, ctx);
    if (view.template.type !== 'landingPage') throw new Error('expected a landing page');
    const blocks = view.template.props.blocks;
    expect(blocks.map((b) => b._key)).toEqual(prehistoryModules('da', danish).map((m) => m._key));
    expect(new Set(blocks.map((b) => b._type)).size).toBeGreaterThanOrEqual(12);
  });
});
