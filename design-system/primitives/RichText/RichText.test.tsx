import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richTextFixtures } from '../../../fixtures/components/RichText.fixtures';
import { RichText } from './RichText';

/**
 * RichText renders Portable Text without shipping @portabletext/react to browsers (issue 7's byte
 * budget). That library, configured as RichText used to configure it, is the reference here.
 */
const reference: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined;
      if (!href || !/^(https?:|mailto:|tel:|\/|#)/.test(href)) return <>{children}</>;
      return <a href={href}>{children}</a>;
    },
  },
  block: { h2: ({ children }) => <h3>{children}</h3>, h3: ({ children }) => <h4>{children}</h4> },
};

const ours = (value: PortableTextBlock[]) => renderToStaticMarkup(<RichText value={value} />);
const theirs = (value: PortableTextBlock[]) =>
  renderToStaticMarkup(<PortableText value={value} components={reference} onMissingComponent={false} />);
const inner = (html: string) => html.replace(/^<div class="[^"]*">/, '').replace(/<\/div>$/, '');

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${text}`, text, marks });
const block = (extra: Record<string, unknown>, children: unknown[], markDefs: unknown[] = []) =>
  ({ _type: 'block', _key: `b${Math.random()}`, style: 'normal', markDefs, children, ...extra }) as PortableTextBlock;

const cases: Record<string, PortableTextBlock[]> = {
  ...richTextFixtures,
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

describe('RichText renders what @portabletext/react rendered', () => {
  it.each(Object.keys(cases))('%s', (name) => {
    const value = cases[name] as PortableTextBlock[];
    expect(inner(ours(value))).toBe(theirs(value));
  });

  it('deliberate differences: unknown block types render nothing, unknown marks a plain span', () => {
    const html = ours([
      { _type: 'image', _key: 'i' } as unknown as PortableTextBlock,
      block({}, [span('x', ['glow'])]),
    ]);
    expect(inner(html)).toBe('<p><span>x</span></p>');
  });

  it('never renders raw HTML from text', () => {
    expect(ours([block({}, [span('<script>alert(1)</script>')])])).toContain('&lt;script&gt;');
  });
});
