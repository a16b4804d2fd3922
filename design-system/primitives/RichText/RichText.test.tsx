// @vitest-environment happy-dom
import type { PortableTextBlock } from '@portabletext/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { fixtureImage, mediaFiles } from '@fixtures/components/images';
import { factBox, pullQuote, richTextImage } from '@fixtures/components/portableText';
import { richTextFixtures } from '@fixtures/components/RichText.fixtures';
import type { HeadingLevel } from '../Heading';
import { RichText } from './RichText';
import type { RichTextValue } from './RichText.model';

/**
 * Server markup, for the few tests below whose subject is the exact elements Portable Text becomes (how lists nest,
 * how overlapping marks are split): the markup states that contract more plainly than queries could.
 */
const html = (value: RichTextValue, headingLevel?: HeadingLevel) =>
  renderToStaticMarkup(<RichText value={value} headingLevel={headingLevel} />);
/** Renders into the document; returns the wrapper element. */
const show = (value: RichTextValue, headingLevel?: HeadingLevel) =>
  render(<RichText value={value} headingLevel={headingLevel} />).container.firstElementChild as HTMLElement;
/** Each heading as `h<level> text`, in order. */
const headings = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
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
    expect(show(value).firstElementChild?.tagName).toMatch(/^(P|H3|UL|OL)$/);
  });

  it('no blocks: an empty wrapper', () => {
    expect(show([])).toBeEmptyDOMElement();
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
    show(cases.overlappingMarks as PortableTextBlock[]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(['bold link (ekstern side)', 'link (ekstern side)']);
    for (const link of links) expect(link).toHaveAttribute('href', 'https://natmus.dk');
    expect(links[0]?.closest('strong')).toHaveTextContent(/^bold bold link/);
  });

  it('headings sit one level below the page (h2 → h3, h3 → h4); decorators, breaks and quotes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = show(cases.decoratorsAndBreaks as PortableTextBlock[]);
    expect(headings(root)).toEqual(['h3 Heading', 'h4 Sub']);
    expect(root.querySelector('em')?.innerHTML).toBe('a<br>b');
    expect(within(root).getByText('code').tagName).toBe('CODE');
    expect(within(root).getByText('under').tagName).toBe('EM');
    expect(within(root).getByText('gone').tagName).toBe('DEL');
    expect(within(root).getByRole('blockquote')).toHaveTextContent(/^quoted$/);
    expect(within(root).getByText('unknown style is a paragraph').tagName).toBe('P');
  });

  it('a link whose target is not http(s), mailto, tel, a path or an anchor is plain text', () => {
    const root = show(cases.unsafeLink as PortableTextBlock[]);
    expect(within(root).queryByRole('link')).toBeNull();
    expect(within(root).getByText('click').tagName).toBe('P');
  });

  it('unknown block types render nothing, unknown marks their text, unknown styles a paragraph: each with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = show([
      { _type: 'image', _key: 'i', asset: { _ref: 'image-abc' } } as unknown as PortableTextBlock,
      block({}, [span('x', ['glow'])]),
      block({ style: 'lead' }, [span('y')]),
    ]);
    expect([...root.children].map((child) => child.outerHTML)).toEqual(['<p>x</p>', '<p>y</p>']);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual([
      '[RichText] Unknown block type "image" left out',
      '[RichText] Unknown mark "glow" shown as plain text',
      '[RichText] Unknown block style "lead" shown as a paragraph',
    ]);
  });

  it('the heading level of the enclosing section sets the text’s headings (h2, h3, h4 below it; never past h6)', () => {
    const levels = [
      block({ style: 'h2' }, [span('a')]),
      block({ style: 'h3' }, [span('b')]),
      block({ style: 'h4' }, [span('c')]),
    ];
    expect(headings(show(levels))).toEqual(['h3 a', 'h4 b', 'h5 c']);
    expect(headings(show(levels, 1))).toEqual(['h2 a', 'h3 b', 'h4 c']);
    expect(headings(show(levels, 4))).toEqual(['h5 a', 'h6 b', 'h6 c']);
    // The page has the only h1; h5 and h6 are as deep as h4.
    const others = [
      block({ style: 'h1' }, [span('x')]),
      block({ style: 'h5' }, [span('y')]),
      block({ style: 'h6' }, [span('z')]),
    ];
    expect(headings(show(others))).toEqual(['h3 x', 'h5 y', 'h5 z']);
  });

  it('links: internal through the Link primitive, cross-site without and external with the external-site text', () => {
    const markDefs = [
      { _type: 'link', _key: 'i', href: '/viden/aarringe', kind: 'internal' },
      { _type: 'link', _key: 'c', href: 'https://natmus.dk/frilandsmuseet', kind: 'crossSite', hrefLang: 'en' },
      { _type: 'link', _key: 'e', href: 'https://www.moesgaardmuseum.dk/', kind: 'external' },
      { _type: 'link', _key: 'm', href: 'mailto:bevaring@natmus.dk' },
    ];
    show([block({}, [span('a', ['i']), span('b', ['c']), span('c', ['e']), span('d', ['m'])], markDefs)]);
    const internal = screen.getByRole('link', { name: 'a' });
    expect(internal).toHaveAttribute('href', '/viden/aarringe');
    expect(internal).not.toHaveAttribute('rel');
    const crossSite = screen.getByRole('link', { name: 'b' });
    expect(crossSite).toHaveAttribute('href', 'https://natmus.dk/frilandsmuseet');
    expect(crossSite).toHaveAttribute('hreflang', 'en');
    expect(crossSite).not.toHaveAttribute('rel');
    const external = screen.getByRole('link', { name: /^c ?\(ekstern side\)$/ });
    expect(external).toHaveTextContent(/^c \(ekstern side\)$/);
    expect(external).toHaveAttribute('href', 'https://www.moesgaardmuseum.dk/');
    expect(external).toHaveAttribute('rel', 'noopener');
    const mail = screen.getByRole('link', { name: 'd' });
    expect(mail).toHaveAttribute('href', 'mailto:bevaring@natmus.dk');
    expect(mail).not.toHaveAttribute('rel');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('an abbreviation mark spells itself out; without a title it is plain text', () => {
    const markDefs = [
      { _type: 'abbreviation', _key: 'a', title: 'kulstof-14' },
      { _type: 'abbreviation', _key: 'b' },
    ];
    const root = show([block({}, [span('C-14', ['a']), span(' og '), span('AMS', ['b'])], markDefs)]);
    const abbreviation = within(root).getByTitle('kulstof-14');
    expect(abbreviation.tagName).toBe('ABBR');
    expect(abbreviation).toHaveTextContent(/^C-14$/);
    expect(root.querySelectorAll('abbr')).toHaveLength(1);
    expect(root).toHaveTextContent(/^C-14 og AMS$/);
  });

  it('an image block is a figure with the responsive image, its alt text and its caption', () => {
    const image = fixtureImage(mediaFiles.treeRings, 'Årringe i et tværsnit af egetræ');
    const { unmount } = render(<RichText value={[richTextImage(image, 'Årringene tælles under mikroskop.')]} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Årringene tælles under mikroskop.').closest('figcaption')).not.toBeNull();
    const img = within(figure).getByRole('img', { name: 'Årringe i et tværsnit af egetræ' });
    expect(img).toHaveAttribute('srcset');
    expect(img).toHaveAttribute('sizes', '(min-width: 42rem) 42rem, 100vw');
    unmount();
    const withoutCaption = show([richTextImage(image)]);
    expect(within(withoutCaption).getByRole('figure')).toBeInTheDocument();
    expect(withoutCaption.querySelector('figcaption')).toBeNull();
    expect(show([richTextImage(null, 'Billedtekst uden billede')])).toBeEmptyDOMElement();
  });

  it('a pull quote is a figure with a blockquote and its attribution', () => {
    const quoted = show([pullQuote('Træet husker hver sommer.', 'Jonas Holm, dendrokronolog')]);
    const figure = within(quoted).getByRole('figure');
    expect(within(figure).getByText('— Jonas Holm, dendrokronolog').closest('figcaption')).not.toBeNull();
    expect(within(figure).getByRole('blockquote')).toHaveTextContent(/^Træet husker hver sommer\.$/);
    const unattributed = show([pullQuote('Uden kilde.')]);
    expect(within(unattributed).getByRole('blockquote')).toHaveTextContent(/^Uden kilde\.$/);
    expect(unattributed.querySelector('figcaption')).toBeNull();
    expect(show([pullQuote('  ')])).toBeEmptyDOMElement();
  });

  it('a fact box is an aside on the surface with a title one level below the section and plain paragraphs', () => {
    const root = show([factBox('Fakta', 'Over 15.000 genstande.\n\nLagt i søen omkring år 205.')]);
    const aside = within(root).getByRole('complementary');
    expect(within(aside).getByRole('heading', { level: 3, name: 'Fakta' })).toBeInTheDocument();
    expect([...aside.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Over 15.000 genstande.',
      'Lagt i søen omkring år 205.',
    ]);
    expect(
      within(show([factBox('Fakta', 'Tekst.')], 1)).getByRole('heading', { level: 2, name: 'Fakta' }),
    ).toBeVisible();
    expect(show([factBox('Fakta', '')])).toBeEmptyDOMElement();
  });

  it('the allBlocks fixture shows every block and mark without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = show(richTextFixtures.allBlocks);
    for (const tag of ['strong', 'em', 'code', 'del', 'abbr', 'a', 'h3', 'h4', 'h5', 'ol', 'ul'])
      expect(root.querySelector(tag), tag).not.toBeNull();
    for (const tag of ['blockquote', 'figure', 'img', 'figcaption', 'aside'])
      expect(root.querySelector(tag), tag).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('never renders raw HTML from text', () => {
    const root = show([block({}, [span('<script>alert(1)</script>')])]);
    expect(root.querySelector('script')).toBeNull();
    expect(within(root).getByText('<script>alert(1)</script>')).toBeInTheDocument();
  });
});
