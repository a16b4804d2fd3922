import type { PortableTextBlock } from '@portabletext/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureImage, mediaFiles } from '../../../fixtures/components/images';
import { factBox, pullQuote, richTextImage } from '../../../fixtures/components/portableText';
import { richTextFixtures } from '../../../fixtures/components/RichText.fixtures';
import type { HeadingLevel } from '../Heading';
import { RichText } from './RichText';
import type { RichTextValue } from './RichText.model';

const html = (value: RichTextValue, headingLevel?: HeadingLevel) =>
  renderToStaticMarkup(<RichText value={value} headingLevel={headingLevel} />);
const inner = (markup: string) => markup.replace(/^<div class="[^"]*">/, '').replace(/<\/div>$/, '');
/** Markup without class attributes, to compare structure. */
const bare = (markup: string) => inner(markup).replace(/ class="[^"]*"/g, '');
const EXTERNAL = '<span>(ekstern side)</span>';

afterEach(() => {
  vi.restoreAllMocks();
});

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${text}`, text, marks });
const block = (extra: Record<string, unknown>, children: unknown[], markDefs: unknown[] = []) =>
  ({ _type: 'block', _key: `b${Math.random()}`, style: 'normal', markDefs, children, ...extra }) as PortableTextBlock;

const cases: Record<string, PortableTextBlock[]> = {
  nestedLists: [
    block({ listItem: 'bullet', level: 1 }, [span('one')]),
    block({ listItem: 'bullet', level: 2 }, [span('one.a')]),
    block({ listItem: 'bullet', level: 3 }, [span('one.a.i')]),
    block({ listItem: 'bullet', level: 1 }, [span('two')]),
    block({ listItem: 'number', level: 1 }, [span('first')]),
    block({ listItem: 'number', level: 3 }, [span('deep at once')]),
    block({}, [span('after')]),
  ],
  overlappingMarks: [
    block(
      {},
      [
        span('plain '),
        span('bold ', ['strong']),
        span('bold link', ['strong', 'l1']),
        span(' link', ['l1']),
        span('!'),
      ],
      [{ _type: 'link', _key: 'l1', href: 'https://natmus.dk' }],
    ),
  ],
  decoratorsAndBreaks: [
    block({}, [
      span('a\nb', ['em']),
      span('code', ['code']),
      span('under', ['underline']),
      span('gone', ['strike-through']),
    ]),
    block({ style: 'blockquote' }, [span('quoted')]),
    block({ style: 'h2' }, [span('Heading')]),
    block({ style: 'h3' }, [span('Sub')]),
    block({ style: 'mystery' }, [span('unknown style is a paragraph')]),
  ],
  unsafeLink: [block({}, [span('click', ['x'])], [{ _type: 'link', _key: 'x', href: 'javascript:alert(1)' }])],
  headingInList: [block({ listItem: 'bullet', level: 1, style: 'h3' }, [span('item heading')])],
};

describe('RichText: Portable Text through @portabletext/react with our own marks and blocks', () => {
  it.each(Object.keys(richTextFixtures).filter((name) => name !== 'empty'))('fixture %s renders paragraphs', (name) => {
    const value = richTextFixtures[name as keyof typeof richTextFixtures] as PortableTextBlock[];
    expect(inner(html(value))).toMatch(/^<(p|h3|ul|ol)>/);
  });

  it('no blocks: an empty wrapper', () => {
    expect(inner(html([]))).toBe('');
  });

  it('lists nest as in HTML: a deeper list inside the previous item', () => {
    expect(inner(html(cases.nestedLists as PortableTextBlock[]))).toBe(
      '<ul><li>one<ul><li>one.a<ul><li>one.a.i</li></ul></li></ul></li><li>two</li></ul>' +
        '<ol><li>first<ol><li><ol><li>deep at once</li></ol></li></ol></li></ol><p>after</p>',
    );
  });

  it('a link across bold and plain text keeps its target and the bold part; an external one says so', () => {
    expect(bare(html(cases.overlappingMarks as PortableTextBlock[]))).toBe(
      `<p>plain <strong>bold <a href="https://natmus.dk" rel="noopener">bold link${EXTERNAL.replace('(', ' (')}</a></strong>` +
        `<a href="https://natmus.dk" rel="noopener"> link${EXTERNAL.replace('(', ' (')}</a>!</p>`,
    );
  });

  it('headings sit one level below the page (h2 → h3, h3 → h4); decorators, breaks and quotes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = inner(html(cases.decoratorsAndBreaks as PortableTextBlock[]));
    expect(markup).toContain('<em>a<br/>b</em>');
    expect(markup).toContain('<code>code</code>');
    expect(markup).toContain('<em>under</em>');
    expect(markup).toContain('<del>gone</del>');
    expect(markup).toContain('<blockquote>quoted</blockquote>');
    expect(markup).toContain('<h3>Heading</h3><h4>Sub</h4>');
    expect(markup).toContain('<p>unknown style is a paragraph</p>');
  });

  it('a link whose target is not http(s), mailto, tel, a path or an anchor is plain text', () => {
    expect(inner(html(cases.unsafeLink as PortableTextBlock[]))).toBe('<p>click</p>');
  });

  it('unknown block types render nothing, unknown marks their text, unknown styles a paragraph: each with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = html([
      { _type: 'image', _key: 'i', asset: { _ref: 'image-abc' } } as unknown as PortableTextBlock,
      block({}, [span('x', ['glow'])]),
      block({ style: 'lead' }, [span('y')]),
    ]);
    expect(inner(markup)).toBe('<p>x</p><p>y</p>');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual([
      '[RichText] Unknown block type "image" left out',
      '[RichText] Unknown mark "glow" shown as plain text',
      '[RichText] Unknown block style "lead" shown as a paragraph',
    ]);
  });

  it('the heading level of the enclosing section sets the text’s headings (h2, h3, h4 below it; never past h6)', () => {
    const headings = [
      block({ style: 'h2' }, [span('a')]),
      block({ style: 'h3' }, [span('b')]),
      block({ style: 'h4' }, [span('c')]),
    ];
    expect(inner(html(headings))).toBe('<h3>a</h3><h4>b</h4><h5>c</h5>');
    expect(inner(html(headings, 1))).toBe('<h2>a</h2><h3>b</h3><h4>c</h4>');
    expect(inner(html(headings, 4))).toBe('<h5>a</h5><h6>b</h6><h6>c</h6>');
    // The page has the only h1; h5 and h6 are as deep as h4.
    const others = [
      block({ style: 'h1' }, [span('x')]),
      block({ style: 'h5' }, [span('y')]),
      block({ style: 'h6' }, [span('z')]),
    ];
    expect(inner(html(others))).toBe('<h3>x</h3><h5>y</h5><h5>z</h5>');
  });

  it('links: internal through the Link primitive, cross-site without and external with the external-site text', () => {
    const markDefs = [
      { _type: 'link', _key: 'i', href: '/viden/aarringe', kind: 'internal' },
      { _type: 'link', _key: 'c', href: 'https://natmus.dk/frilandsmuseet', kind: 'crossSite', hrefLang: 'en' },
      { _type: 'link', _key: 'e', href: 'https://www.moesgaardmuseum.dk/', kind: 'external' },
      { _type: 'link', _key: 'm', href: 'mailto:bevaring@natmus.dk' },
    ];
    const markup = bare(
      html([block({}, [span('a', ['i']), span('b', ['c']), span('c', ['e']), span('d', ['m'])], markDefs)]),
    );
    expect(markup).toBe(
      '<p><a href="/viden/aarringe">a</a><a href="https://natmus.dk/frilandsmuseet" hrefLang="en">b</a>' +
        `<a href="https://www.moesgaardmuseum.dk/" rel="noopener">c${EXTERNAL.replace('(', ' (')}</a>` +
        '<a href="mailto:bevaring@natmus.dk">d</a></p>',
    );
  });

  it('an abbreviation mark spells itself out; without a title it is plain text', () => {
    const markDefs = [
      { _type: 'abbreviation', _key: 'a', title: 'kulstof-14' },
      { _type: 'abbreviation', _key: 'b' },
    ];
    expect(inner(html([block({}, [span('C-14', ['a']), span(' og '), span('AMS', ['b'])], markDefs)]))).toBe(
      '<p><abbr title="kulstof-14">C-14</abbr> og AMS</p>',
    );
  });

  it('an image block is a figure with the responsive image, its alt text and its caption', () => {
    const image = fixtureImage(mediaFiles.treeRings, 'Årringe i et tværsnit af egetræ');
    const markup = bare(html([richTextImage(image, 'Årringene tælles under mikroskop.')]));
    expect(markup).toMatch(/^<figure><img src="[^"]+" srcSet="[^"]+" sizes="\(min-width: 42rem\) 42rem, 100vw"/);
    expect(markup).toContain('alt="Årringe i et tværsnit af egetræ"');
    expect(markup).toMatch(/<figcaption><span>Årringene tælles under mikroskop\.<\/span><\/figcaption><\/figure>$/);
    expect(bare(html([richTextImage(image)]))).not.toContain('figcaption');
    expect(inner(html([richTextImage(null, 'Billedtekst uden billede')]))).toBe('');
  });

  it('a pull quote is a figure with a blockquote and its attribution', () => {
    expect(bare(html([pullQuote('Træet husker hver sommer.', 'Jonas Holm, dendrokronolog')]))).toBe(
      '<figure><blockquote><p>Træet husker hver sommer.</p></blockquote>' +
        '<figcaption><span>— Jonas Holm, dendrokronolog</span></figcaption></figure>',
    );
    expect(bare(html([pullQuote('Uden kilde.')]))).toBe('<figure><blockquote><p>Uden kilde.</p></blockquote></figure>');
    expect(inner(html([pullQuote('  ')]))).toBe('');
  });

  it('a fact box is an aside on the surface with a title one level below the section and plain paragraphs', () => {
    expect(bare(html([factBox('Fakta', 'Over 15.000 genstande.\n\nLagt i søen omkring år 205.')]))).toBe(
      '<aside><div><h3>Fakta</h3><p>Over 15.000 genstande.</p><p>Lagt i søen omkring år 205.</p></div></aside>',
    );
    expect(bare(html([factBox('Fakta', 'Tekst.')], 1))).toContain('<h2>Fakta</h2>');
    expect(inner(html([factBox('Fakta', '')]))).toBe('');
  });

  it('the allBlocks fixture shows every block and mark without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = bare(html(richTextFixtures.allBlocks));
    for (const tag of ['<strong>', '<em>', '<code>', '<del>', '<abbr', '<a ', '<h3>', '<h4>', '<h5>', '<ol>', '<ul>'])
      expect(markup).toContain(tag);
    for (const tag of ['<blockquote>', '<figure>', '<img ', '<figcaption>', '<aside>']) expect(markup).toContain(tag);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never renders raw HTML from text', () => {
    expect(html([block({}, [span('<script>alert(1)</script>')])])).toContain('&lt;script&gt;');
  });
});
