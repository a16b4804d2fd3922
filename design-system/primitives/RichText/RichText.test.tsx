import type { PortableTextBlock } from '@portabletext/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richTextFixtures } from '../../../fixtures/components/RichText.fixtures';
import { RichText } from './RichText';

const html = (value: PortableTextBlock[]) => renderToStaticMarkup(<RichText value={value} />);
const inner = (markup: string) => markup.replace(/^<div class="[^"]*">/, '').replace(/<\/div>$/, '');

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

  it('a link across bold and plain text keeps its target and the bold part', () => {
    expect(inner(html(cases.overlappingMarks as PortableTextBlock[]))).toBe(
      '<p>plain <strong>bold <a href="https://natmus.dk">bold link</a></strong><a href="https://natmus.dk"> link</a>!</p>',
    );
  });

  it('headings sit one level below the page (h2 → h3, h3 → h4); decorators, breaks and quotes', () => {
    const markup = inner(html(cases.decoratorsAndBreaks as PortableTextBlock[]));
    expect(markup).toContain('<em>a<br/>b</em>');
    expect(markup).toContain('<code>code</code>');
    expect(markup).toContain('<del>gone</del>');
    expect(markup).toContain('<blockquote>quoted</blockquote>');
    expect(markup).toContain('<h3>Heading</h3><h4>Sub</h4>');
    expect(markup).toContain('<p>unknown style is a paragraph</p>');
  });

  it('a link whose target is not http(s), mailto, tel, a path or an anchor is plain text', () => {
    expect(inner(html(cases.unsafeLink as PortableTextBlock[]))).toBe('<p>click</p>');
  });

  it('unknown block types render nothing; unknown marks render their text', () => {
    const markup = html([
      { _type: 'image', _key: 'i' } as unknown as PortableTextBlock,
      block({}, [span('x', ['glow'])]),
    ]);
    expect(inner(markup)).toBe('<p>x</p>');
  });

  it('never renders raw HTML from text', () => {
    expect(html([block({}, [span('<script>alert(1)</script>')])])).toContain('&lt;script&gt;');
  });
});
