import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDocument } from '@runtime/cms/source/dataset';
import { loadPage } from '@runtime/loader/page-loader';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
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
import type { MapContext } from '../content/context';
import { mapPage } from '../pages/page.mapper';
import { classifyEmbed } from './embed.modules';
import { mapModules } from './index';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };
const image = { assetId: 'image-aaaa-1600x900-jpg', width: 1600, height: 900, alt: 'Solvognen' };

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

/** Every string anywhere in a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('content modules', () => {
  it('"Contacts and links without title or url are dropped": people without a name or a way to reach them', () => {
    quiet();
    const [block] = mapModules(
      [
        {
          _type: 'contact',
          _key: 'c1',
          people: [
            {
              name: 'Mette Lund',
              title: 'Publikumsansvarlig',
              email: 'besoeg@natmus.dk',
              excerpt: '<b>Gruppebesøg</b>',
            },
            { name: '', email: 'anonym@natmus.dk' },
            { name: 'Uden kontakt', title: 'Inspektør' },
            null,
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({ _type: 'contact', people: [{ name: 'Mette Lund', bio: 'Gruppebesøg' }] });
    expect(block && 'people' in block ? block.people : []).toHaveLength(1);
    const none = mapModules([{ _type: 'contact', _key: 'c2', people: [{ name: 'Uden kontakt' }] }], ctx);
    expect(none).toEqual([]);
  });

  it('"A call-to-action module with no items is dropped"; items without title or url are dropped first', () => {
    const warn = quiet();
    expect(mapModules([{ _type: 'callToAction', _key: 'a1', title: 'Hent', items: [] }], ctx)).toEqual([]);
    expect(
      mapModules(
        [
          {
            _type: 'callToAction',
            _key: 'a2',
            items: [
              { _type: 'fileItem', _key: 'f', title: 'Oversigtskort', url: null },
              { _type: 'link', _key: 'l', type: 'external', title: '', href: 'https://natmus.dk' },
              { _type: 'mystery', _key: 'm' },
            ],
          },
        ],
        ctx,
      ),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('callToAction module a1 has nothing to show'));
    const [block] = mapModules(
      [
        {
          _type: 'callToAction',
          _key: 'a3',
          items: [
            {
              _type: 'fileItem',
              _key: 'f',
              title: 'Oversigtskort',
              url: 'https://cdn.sanity.io/files/x/y/z.pdf',
              size: 1843200,
              extension: 'pdf',
            },
            { _type: 'link', _key: 'l', type: 'external', title: 'Køb billet', href: 'https://billetter.natmus.dk' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      items: [
        { kind: 'file', label: 'Oversigtskort', fileType: 'pdf', sizeBytes: 1843200 },
        { kind: 'link', link: { label: 'Køb billet', href: 'https://billetter.natmus.dk', kind: 'external' } },
      ],
    });
  });

  it('a call-to-action file is on https or a path on this site: hostile addresses drop the item, not the block', () => {
    const [block] = mapModules(
      [
        {
          _type: 'callToAction',
          _key: 'a4',
          items: [
            ...[...HOSTILE_URLS, 'http://example.com/kort.pdf'].map((url, index) => ({
              _type: 'fileItem',
              _key: `h${index}`,
              title: 'Ond fil',
              url,
            })),
            ...HOSTILE_URLS.map((href, index) => ({
              _type: 'link',
              _key: `l${index}`,
              type: 'external',
              title: 'Ondt',
              href,
            })),
            { _type: 'fileItem', _key: 'f1', title: 'Kort', url: 'https://cdn.sanity.io/files/x/y/kort.pdf' },
            { _type: 'fileItem', _key: 'f2', title: 'Folder', url: '/files/folder.pdf' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      items: [
        { kind: 'file', label: 'Kort', href: 'https://cdn.sanity.io/files/x/y/kort.pdf' },
        { kind: 'file', label: 'Folder', href: '/files/folder.pdf' },
      ],
    });
    expect((block as { items: unknown[] }).items).toHaveLength(2);
  });

  it('"A billboard with reference whose reference cannot be mapped is not rendered"', () => {
    const warn = quiet();
    const unmappable = [
      { _type: 'billboardWithReference', _key: 'b1', reference: null },
      {
        _type: 'billboardWithReference',
        _key: 'b2',
        reference: { _type: 'exhibition', title: 'Vikinger', slug: 'vikinger', locale: 'da', site: 'natmus' },
      },
      {
        _type: 'billboardWithReference',
        _key: 'b3',
        reference: { _type: 'knowledgeArticle', title: 'Uden adresse', locale: 'da' },
      },
      {
        _type: 'billboardWithReference',
        _key: 'b4',
        reference: { _type: 'podcastShow', title: '', slug: 'x', locale: 'da' },
      },
    ];
    expect(mapModules(unmappable, ctx)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('billboardWithReference module b1 has nothing to show; not rendered'),
    );
    const [article] = mapModules(
      [
        {
          _type: 'billboardWithReference',
          _key: 'b5',
          reference: {
            _type: 'knowledgeArticle',
            title: 'Solvognen',
            slug: 'viden/solvognen',
            locale: 'da',
            site: 'natmus',
            publishedAt: '2024-05-01',
          },
        },
      ],
      ctx,
    );
    expect(article).toMatchObject({
      _type: 'billboardReference',
      kind: 'article',
      title: 'Solvognen',
      link: { href: '/viden/solvognen', kind: 'internal' },
    });
  });

  it('billboard with reference: "to an article, podcast episode or show", also as this site’s podcast page types', () => {
    const podcast = { slug: 'podcasts/voks', locale: 'da', site: 'natmus' };
    const [episode, show] = mapModules(
      [
        {
          _type: 'billboardWithReference',
          _key: 'e',
          reference: {
            ...podcast,
            _type: 'podcastEpisodePage',
            title: 'Når voks bliver til fund',
            seasonName: 'Sæson 2',
            episodeNumber: 1,
            duration: 1_854_000,
            showTitle: 'Bag om bevaring',
          },
        },
        {
          _type: 'billboardWithReference',
          _key: 's',
          reference: { ...podcast, _type: 'podcastShowPage', title: 'Bag om bevaring', seasonCount: 2 },
        },
      ],
      ctx,
    );
    expect(episode).toMatchObject({ kind: 'podcastEpisode', episodeNumber: 1, showTitle: 'Bag om bevaring' });
    expect(show).toMatchObject({ kind: 'podcastShow', seasonCount: 2, link: { href: '/podcasts/voks' } });
  });

  describe('"Embed codes are matched by content"', () => {
    it('"a jotform snippet gives a script": the form id only', () => {
      expect(
        classifyEmbed('<script type="text/javascript" src="https://form.jotform.com/jsform/241563982214356"></script>'),
      ).toEqual({
        kind: 'jotform',
        formId: '241563982214356',
      });
      expect(classifyEmbed('<iframe src="https://form.jotform.com/241563982214356" title="x"></iframe>')).toEqual({
        kind: 'jotform',
        formId: '241563982214356',
      });
      expect(classifyEmbed('<script src="https://form.jotform.com/jsform/evil"></script>')).toBeNull();
    });

    it('"an office snippet gives an iframe": its https src on an Office host only', () => {
      expect(
        classifyEmbed(
          '<iframe src="https://view.officeapps.live.com/op/embed.aspx?src=a&amp;wdAr=1.7" width="960"></iframe>',
        ),
      ).toEqual({ kind: 'office', src: 'https://view.officeapps.live.com/op/embed.aspx?src=a&wdAr=1.7' });
      expect(classifyEmbed('<iframe src="https://evil.example/?officeapps.live.com"></iframe>')).toBeNull();
    });

    it('"a consent-settings link is sanitised by stripping tags"', () => {
      expect(
        classifyEmbed('<a href="javascript:CookieConsent.renew();">Skift dine <b>cookie</b>-indstillinger</a>'),
      ).toEqual({
        kind: 'consentSettings',
        text: 'Skift dine cookie -indstillinger',
      });
    });

    it('"anything else is treated as a paperform id"; what is not an id gives nothing', () => {
      expect(classifyEmbed('natmus-samarbejde')).toEqual({ kind: 'paperform', id: 'natmus-samarbejde' });
      expect(classifyEmbed('<div data-paperform-id="natmus-samarbejde"></div>')).toEqual({
        kind: 'paperform',
        id: 'natmus-samarbejde',
      });
      expect(classifyEmbed('<img src=x onerror=alert(1)>')).toBeNull();
      expect(classifyEmbed('')).toBeNull();
    });

    it('nothing is ever injected as HTML: no mapped embed carries markup', () => {
      const codes = [
        '<script src="https://form.jotform.com/jsform/241563982214356"></script><script>alert(1)</script>',
        '<iframe src="https://view.officeapps.live.com/op/embed.aspx?src=a" onload="alert(1)"></iframe>',
        '<a href="javascript:CookieConsent.renew()" onclick="alert(1)">Cookie<script>alert(1)</script>settings</a>',
        '<div data-paperform-id="abc"><script>alert(1)</script></div>',
      ];
      const blocks = mapModules(
        codes.map((code, i) => ({ _type: 'embed', _key: `e${i}`, code })),
        ctx,
      );
      expect(blocks.map((b) => ('kind' in b ? b.kind : null))).toEqual([
        'jotform',
        'office',
        'consentSettings',
        'paperform',
      ]);
      for (const value of strings(blocks)) expect(value).not.toMatch(/[<>]/);
    });
  });

  it('iframe embed: a page the Content-Security-Policy may frame is a frame; any other https page a link, with a warning', () => {
    const warn = quiet();
    const [framed, linked] = mapModules(
      [
        {
          _type: 'iframeEmbed',
          _key: 'i1',
          url: 'https://forms.office.com/Pages/ResponsePage.aspx?id=x',
          title: 'Spørgeskema',
        },
        {
          _type: 'iframeEmbed',
          _key: 'i2',
          url: 'https://kahoot.it/challenge/vikingetiden',
          title: 'Quiz om vikingetiden',
        },
      ],
      ctx,
    );
    expect(framed).toMatchObject({ _type: 'iframeEmbed', title: 'Spørgeskema' });
    expect(framed).not.toHaveProperty('linkOnly');
    expect(linked).toMatchObject({
      _type: 'iframeEmbed',
      url: 'https://kahoot.it/challenge/vikingetiden',
      linkOnly: true,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://kahoot.it is not on the frame allow list'));
    expect(
      mapModules([{ _type: 'iframeEmbed', _key: 'i3', url: 'http://example.com/kort', title: 'Kort' }], ctx),
    ).toEqual([]);
  });

  it('video: a clip keeps its range; an unreadable range plays in full; no playback id, no video', () => {
    quiet();
    const video = { _type: 'video', playbackId: 'Vq4kT9fXw3cPz01mB7nHs5LrD8eGa2Yj', title: 'Lur', layout: 'full' };
    const [clip, full] = mapModules(
      [
        { ...video, _key: 'v1', type: 'clip', range: '0.1-0.4', poster: image },
        { ...video, _key: 'v2', type: 'clip', range: 'snart' },
      ],
      ctx,
    );
    expect(clip).toMatchObject({ _type: 'video', type: 'clip', range: '0.1-0.4', layout: 'full', title: 'Lur' });
    expect(full).toMatchObject({ type: 'full', range: undefined });
    expect(mapModules([{ ...video, _key: 'v3', playbackId: '' }], ctx)).toEqual([]);
  });

  it('image slider → Carousel slides; images without an asset are left out', () => {
    quiet();
    const [slider] = mapModules(
      [
        {
          _type: 'imageSlider',
          _key: 's1',
          title: 'Bronzealderens skatte',
          prefix: 'Fra udstillingen',
          disableLightbox: true,
          images: [
            { _key: 'i1', caption: 'Solvognen', image },
            { _key: 'i2', image: { assetId: null } },
          ],
        },
      ],
      ctx,
    );
    expect(slider).toMatchObject({ _type: 'imageSlider', title: 'Bronzealderens skatte', disableLightbox: true });
    expect(slider && 'slides' in slider ? slider.slides : []).toHaveLength(1);
  });

  it('newsletter: the list gives the sign-up address; a list that is not plain identifiers gives no block', () => {
    quiet();
    const list = { account: 'natmus', region: 'us14', listId: 'a3f9c2e1d7', userId: '6b1e0f4c' };
    const [block] = mapModules([{ _type: 'newsletter', _key: 'n1', title: 'Nyhedsbrev', list }], ctx);
    expect(block).toMatchObject({
      signupUrl: 'https://natmus.us14.list-manage.com/subscribe?u=6b1e0f4c&id=a3f9c2e1d7',
    });
    const evil = { ...list, account: 'evil.example/x' };
    expect(mapModules([{ _type: 'newsletter', _key: 'n2', title: 'Nyhedsbrev', list: evil }], ctx)).toEqual([]);
  });
});

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
