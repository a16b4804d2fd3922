import { describe, expect, it } from 'vitest';
import { evaluateGroq, parseGroq } from './embedded-source';

const documents = [
  { _id: 'a', _type: 'page', slug: 'one', alt: { da: 'et', en: 'one' }, tags: ['x', 'y', 'z'] },
  { _id: 'b', _type: 'page', slug: 'two', alt: { da: 'to', en: 'two' }, tags: ['x'] },
];
const QUERY = '*[_type == "page" && slug == $slug][0]{ "alt": alt[$locale], "first": tags[0...$n] }';

describe('parsed GROQ queries are reused', () => {
  it('one tree per query and value of its bracketed params; other params are read per call', () => {
    const tree = parseGroq(QUERY, { slug: 'one', locale: 'da', n: 1 });
    expect(parseGroq(QUERY, { slug: 'two', locale: 'da', n: 1 })).toBe(tree);
    expect(parseGroq(QUERY, { slug: 'one', locale: 'en', n: 1 })).not.toBe(tree);
    expect(parseGroq(QUERY, { slug: 'one', locale: 'da', n: 2 })).not.toBe(tree);
  });

  it('answers as a fresh parse would, whichever call came first', async () => {
    expect(await evaluateGroq(documents, QUERY, { slug: 'one', locale: 'da', n: 2 })).toEqual({
      alt: 'et',
      first: ['x', 'y'],
    });
    expect(await evaluateGroq(documents, QUERY, { slug: 'two', locale: 'da', n: 2 })).toEqual({
      alt: 'to',
      first: ['x'],
    });
    expect(await evaluateGroq(documents, QUERY, { slug: 'one', locale: 'en', n: 1 })).toEqual({
      alt: 'one',
      first: ['x'],
    });
    expect(await evaluateGroq(documents, QUERY, { slug: 'two', locale: 'da', n: 2 })).toEqual({
      alt: 'to',
      first: ['x'],
    });
  });
});

describe('references', () => {
  it('follows references by id, a dangling one to null', async () => {
    const docs = [
      { _id: 'page', _type: 'page', hero: { _ref: 'image' }, broken: { _ref: 'missing' } },
      { _id: 'image', _type: 'asset', url: '/a.jpg' },
    ];
    expect(await evaluateGroq(docs, '*[_id == "page"][0]{ "hero": hero->url, "broken": broken->url }', {})).toEqual({
      hero: '/a.jpg',
      broken: null,
    });
  });
});

describe('`&&` before references()', () => {
  const docs = [
    { _id: 'p', _type: 'page' },
    { _id: 'm', _type: 'meta', refs: [{ _ref: 'p' }] },
    { _id: 'o', _type: 'other', refs: [{ _ref: 'p' }] },
    { _id: 'n', _type: 'meta' },
  ];
  it('gives what GROQ gives: true only when both sides are true, false when either is false', async () => {
    expect(await evaluateGroq(docs, '*[_type == "meta" && references("p")]._id', {})).toEqual(['m']);
    expect(await evaluateGroq(docs, '*[references("p") && _type == "meta"]._id', {})).toEqual(['m']);
    expect(
      await evaluateGroq(
        docs,
        '*[_id == "m"][0]{ "a": missing && references("p"), "b": false && references("p"), "c": missing && references("x") }',
        {},
      ),
    ).toEqual({ a: null, b: false, c: false });
    expect(
      await evaluateGroq(docs, '*[_id == "p"]{ "t": *[_type == "meta" && references(^._id)][0]._id }', {}),
    ).toEqual([{ t: 'm' }]);
  });
});
