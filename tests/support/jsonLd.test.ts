import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, jsonLdProblems } from './jsonLd';

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': 'https://natmus.dk/#organization',
  name: 'Nationalmuseet',
  url: 'https://natmus.dk/',
};

describe('the JSON-LD check (required properties per type, dates, references)', () => {
  it('passes valid structured data', () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jul i Prinsens Palæ',
      startDate: '2026-12-01T10:00:00+01:00',
      location: { '@type': 'Place', name: 'Nationalmuseet' },
      offers: [{ '@type': 'Offer', price: 140, priceCurrency: 'DKK', name: 'Voksne' }],
      organizer: { '@id': 'https://natmus.dk/#organization' },
    };
    expect(jsonLdProblems([organization, event])).toEqual([]);
  });

  it('names a missing required property, an unparsable date, a nested object without @type and a dangling reference', () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Nyt fund fra vikingetiden',
      datePublished: '22. november',
      author: [{ name: 'Anne Pedersen' }],
      publisher: { '@id': 'http://localhost:3000#organization' },
    };
    const museum = { '@context': 'https://schema.org', '@type': 'Museum', name: 'Nationalmuseet' };
    expect(jsonLdProblems([organization, article, museum])).toEqual([
      'block 1: datePublished is not a date: 22. november',
      'block 1.author[0]: an object without @type',
      'block 2 (Museum): missing address',
      'block 1.publisher: refers to http://localhost:3000#organization, which no node on the page has',
    ]);
  });

  it('a SearchAction needs {search_term_string} in its target; an Offer a numeric price', () => {
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Nationalmuseet',
      url: 'https://natmus.dk/',
      potentialAction: { '@type': 'SearchAction', target: 'https://natmus.dk/soeg', 'query-input': 'required' },
      offers: { '@type': 'Offer', price: 'gratis', priceCurrency: 'DKK' },
    };
    expect(jsonLdProblems([website])).toEqual([
      'block 0.potentialAction (SearchAction): the target has no {search_term_string}',
      'block 0.offers (Offer): price is not a number: gratis',
    ]);
  });

  it('reads the blocks of a page and refuses one that is not JSON', () => {
    const html = `<script type="application/ld+json">${JSON.stringify(organization)}</script>`;
    expect(jsonLdBlocks(html)).toEqual([organization]);
    expect(() => jsonLdBlocks('<script type="application/ld+json">{nope</script>')).toThrow(/not JSON/);
  });
});
