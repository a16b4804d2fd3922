import { describe, expect, it } from 'vitest';
import {
  collectRefs,
  documentKey,
  keysOf,
  MAX_SURROGATE_HEADER_BYTES,
  overflowKey,
  publishedId,
  responseKeys,
  siteKey,
  surrogateHeaders,
  typeKey,
} from './surrogateKeys';

/** A page query result in the shape the queries give: the page, a link, a listed teaser, a person, an event. */
const pageResult = {
  page: {
    _id: 'landing-besoeg-da',
    _type: 'landingPage',
    title: 'Besøg museet',
    translations: [{ _id: 'landing-besoeg-en', _type: 'landingPage', slug: 'visit' }],
    modules: [
      {
        _key: 'm1',
        _type: 'textSection',
        body: [{ _type: 'block', markDefs: [{ _key: 'l1', _type: 'link', _id: 'exhibition-guld' }] }],
      },
      { _key: 'm2', _type: 'contact', people: [{ _id: 'person-anna', name: 'Anna' }] },
      { _key: 'm3', _type: 'eventList', events: [{ _id: 'drafts.event-jul', _type: 'event' }] },
      { _key: 'm4', _type: 'teaserList', items: [{ _id: 'versions.rSummer.article-1', _type: 'knowledgeArticle' }] },
    ],
  },
  redirect: null,
  notFound: null,
};

describe('surrogate keys: every document a response shows, from its query result', () => {
  it('collects every _id at any depth, as published ids, and the types of documents (not of links or marks)', () => {
    const refs = collectRefs(pageResult);
    expect([...refs.ids].sort()).toEqual(
      ['landing-besoeg-da', 'landing-besoeg-en', 'exhibition-guld', 'person-anna', 'event-jul', 'article-1'].sort(),
    );
    expect([...refs.types].sort()).toEqual(['event', 'knowledgeArticle', 'landingPage']);
  });

  it('strips drafts. and versions.{release}. from ids', () => {
    expect(publishedId('drafts.abc')).toBe('abc');
    expect(publishedId('versions.rSummer.abc')).toBe('abc');
    expect(publishedId('abc')).toBe('abc');
    expect(documentKey('drafts.abc')).toBe(documentKey('abc'));
  });

  it('names the site, each document and each type; lower case, short, nothing to escape', () => {
    const keys = responseKeys('natmus', collectRefs(pageResult));
    expect(keys).toContain(siteKey('natmus'));
    expect(keys).toContain(documentKey('person-anna'));
    expect(keys).toContain(typeKey('knowledgeArticle'));
    expect(keys).toContain('type-knowledgearticle');
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(Buffer.byteLength(key)).toBeLessThanOrEqual(64);
    }
    expect(documentKey('person-anna')).toMatch(/^doc-[0-9a-f]{16}$/);
    expect(documentKey('person-anna')).not.toBe(documentKey('person-anne'));
  });

  it('a page that shows thousands of documents stays under the header limit, and is purged by any publish on its site', () => {
    const events = Array.from({ length: 5000 }, (_, index) => ({ _id: `event-${index}`, _type: 'event' }));
    const keys = responseKeys('natmus', collectRefs({ page: { _id: 'calendar', _type: 'calendar', events } }));
    const headers = surrogateHeaders(keys);
    expect(Buffer.byteLength(headers['Surrogate-Key'] as string)).toBeLessThanOrEqual(MAX_SURROGATE_HEADER_BYTES);
    expect(Buffer.byteLength(headers['Cache-Tag'] as string)).toBeLessThanOrEqual(MAX_SURROGATE_HEADER_BYTES);
    expect(keys).toEqual([siteKey('natmus'), typeKey('calendar'), typeKey('event'), overflowKey('natmus')]);
  });

  it('Surrogate-Key is space-separated (Fastly), Cache-Tag comma-separated (Cloudflare); both read back', () => {
    const headers = surrogateHeaders(['site-natmus', 'doc-0123456789abcdef']);
    expect(headers).toEqual({
      'Surrogate-Key': 'site-natmus doc-0123456789abcdef',
      'Cache-Tag': 'site-natmus,doc-0123456789abcdef',
    });
    expect(keysOf(headers['Surrogate-Key'])).toEqual(['site-natmus', 'doc-0123456789abcdef']);
    expect(keysOf(headers['Cache-Tag'])).toEqual(['site-natmus', 'doc-0123456789abcdef']);
  });
});
