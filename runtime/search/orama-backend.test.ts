import { describe, expect, it } from 'vitest';
import { readNdjson } from '../cms/source/dataset';
import { createOramaBackend, documentText } from './orama-backend';

const backend = createOramaBackend(() => readNdjson('fixtures/content/dataset.ndjson'));
const find = (query: string, locale: 'da' | 'en' | 'de' | 'sv', site = 'natmus' as const) =>
  backend.findIds({ query, environment: 'stage', locale, site });

describe('embedded search (Orama, one index per locale with its stemmer and typo tolerance)', () => {
  it('da: an inflected form finds its page ("oldtiden" finds Danmarks Oldtid)', async () => {
    expect((await find('oldtiden', 'da'))[0]).toBe('landingPage-natmus-prehistory-da');
  });
  it('da: a misspelling within one edit finds it ("oldtd" → Danmarks Oldtid)', async () => {
    expect(await find('oldtd', 'da')).toContain('landingPage-natmus-prehistory-da');
  });
  it('en: an inflected form ("histories") finds History of the museum; one edit ("prehistry") finds Danish Prehistory', async () => {
    expect((await find('histories of the museum', 'en'))[0]).toBe('landingPage-natmus-history-en');
    expect(await find('prehistry', 'en')).toContain('landingPage-natmus-prehistory-en');
  });
  it('de: "Vorgeschichten" (inflected) and "Vorgeschihte" (one edit) find Dänemarks Vorgeschichte', async () => {
    expect((await find('Vorgeschichten', 'de'))[0]).toBe('landingPage-natmus-prehistory-de');
    expect(await find('Vorgeschihte', 'de')).toContain('landingPage-natmus-prehistory-de');
  });
  it('sv: "forntiden" (inflected) and "forntd" (one edit) find Danmarks forntid', async () => {
    expect((await find('forntiden', 'sv'))[0]).toBe('landingPage-natmus-prehistory-sv');
    expect(await find('forntd', 'sv')).toContain('landingPage-natmus-prehistory-sv');
  });
  it('finds only the locale and site asked for, never drafts', async () => {
    const ids = await find('museet', 'da');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id).toMatch(/-natmus(-.*)?-da$/);
      expect(id.startsWith('drafts.')).toBe(false);
    }
    // The draft's own words ("sommeråbningstider") are not searchable.
    expect(await find('sommeråbningstider', 'da')).toEqual([]);
  });
  it('without a locale, searches every locale index, best first', async () => {
    const ids = await backend.findIds({ query: 'Vorgeschichte', environment: 'stage', site: 'natmus' });
    expect(ids[0]).toBe('landingPage-natmus-prehistory-de');
  });
  it('an unknown word finds nothing', async () => {
    expect(await find('xylofonkvartet', 'da')).toEqual([]);
  });
});

describe('documentText', () => {
  it('reads text in the document locale only and skips keys, addresses and colours', () => {
    const text = documentText(
      {
        _type: 'landingPage',
        slug: { current: 'skip-me' },
        intro: 'Hello',
        theme: { primaryBackground: '#ffffff' },
        image: { alt: { _type: 'localeString', da: 'Hej', en: 'Hi' } },
        link: { href: 'https://example.org', title: 'Read' },
      },
      'en',
    );
    expect(text).toEqual(['Hello', 'Hi', 'Read']);
  });
});
