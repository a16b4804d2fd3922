import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, pageDescription } from './pageDescription';

const block = (text: string) => ({
  _type: 'block',
  _key: 'a',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 'b', text, marks: [] }],
});

describe('every indexable page has a meta description: seo description, else ogDescription, else its teaser text', () => {
  it('the seo description comes first, then the Open Graph description', () => {
    const seo = { description: 'Guldhornene fra Gallehus.', ogDescription: 'Del siden.' };
    expect(pageDescription({ seo, teaserText: 'Teaser' })).toBe('Guldhornene fra Gallehus.');
    expect(pageDescription({ seo: { ogDescription: 'Del siden.' }, teaserText: 'Teaser' })).toBe('Del siden.');
  });

  it("without either, the page's own teaser text, plain or rich, shortened at a word", () => {
    expect(pageDescription({ seo: null, teaserText: '  Vikingernes verden  ' })).toBe('Vikingernes verden');
    expect(pageDescription({ seo: null, teaserText: [block('Hør om'), block('Jellingstenene.')] })).toBe(
      'Hør om Jellingstenene.',
    );
    const long = 'Oldtidens guld, '.repeat(20);
    const description = pageDescription({ seo: null, teaserText: long }) ?? '';
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/(Oldtidens|guld)…$/);
  });

  it('no text anywhere gives no description (no empty meta tag)', () => {
    expect(pageDescription({ seo: { description: ' ' }, teaserText: [] })).toBeUndefined();
  });
});
