import { describe, expect, it } from 'vitest';
import { documentPath, documentSlug, slugTypesFor, typeLabel } from './pageTypes';

describe('page types per site', () => {
  it('"Content types enabled per site": press pages only where press is enabled', () => {
    expect(slugTypesFor('natmus')).toContain('pressRelease');
    expect(slugTypesFor('krigsmuseet')).not.toContain('pressRelease');
    expect(slugTypesFor('bevaring')).toEqual(
      expect.arrayContaining(['knowledgeArticle', 'podcastShowPage', 'service']),
    );
    expect(slugTypesFor('natmus')).not.toContain('knowledgeArticle');
    expect(slugTypesFor('forskning')).toEqual(expect.arrayContaining(['researchUnit', 'publication', 'project']));
    expect(slugTypesFor('samling')).toContain('collection');
  });

  it('every site has the common page types; the front page is not looked up by slug', () => {
    for (const type of ['landingPage', 'exhibition', 'calendar', 'eventPage', 'ticket', 'practicalInfoOverview']) {
      expect(slugTypesFor('trelleborg')).toContain(type);
    }
    expect(slugTypesFor('natmus')).not.toContain('frontPage');
  });
});

describe('page paths', () => {
  it('"An empty slug ... loads the front page": a front page is at its locale root whatever its slug', () => {
    expect(documentPath('frontPage', 'da', null)).toBe('/');
    expect(documentPath('frontPage', 'en', 'ignored')).toBe('/en');
  });

  it('any other page is at /{slug} in Danish and /{locale}/{slug} otherwise, and has no path without a slug', () => {
    expect(documentPath('landingPage', 'da', 'besoeg-museet')).toBe('/besoeg-museet');
    expect(documentPath('exhibition', 'sv', 'utstallningar/guld')).toBe('/sv/utstallningar/guld');
    expect(documentPath('landingPage', 'de', null)).toBeNull();
    expect(documentPath('landingPage', 'de', '')).toBeNull();
  });

  it('a front page is found at the empty slug whatever it says; any other page at its own slug, none without one', () => {
    expect(documentSlug('frontPage', null)).toBe('');
    expect(documentSlug('frontPage', 'forside')).toBe('');
    expect(documentSlug('exhibition', 'udstillinger/guldhornene')).toBe('udstillinger/guldhornene');
    expect(documentSlug('exhibition', '')).toBeNull();
    expect(documentSlug('event', undefined)).toBeNull();
  });
});

describe('type labels', () => {
  it('Danish labels: Udstilling, Begivenhed, Undervisning, Episode, Podcast, Billet, Presse, Kalender, Viden, Projekt, Forskning, Praktisk info, Publikation, Ydelse, Side', () => {
    const labels = Object.fromEntries(
      [
        'exhibition',
        'exhibitionOverview',
        'eventPage',
        'educationTopic',
        'podcastEpisodePage',
        'podcastShowPage',
        'podcastOverview',
        'ticket',
        'pressRelease',
        'calendar',
        'knowledgeArticle',
        'project',
        'researchUnit',
        'practicalInfoOverview',
        'publication',
        'service',
        'frontPage',
        'landingPage',
        'somethingElse',
      ].map((type) => [type, typeLabel(type, 'natmus', 'da')]),
    );
    expect(labels).toEqual({
      exhibition: 'Udstilling',
      exhibitionOverview: 'Udstilling',
      eventPage: 'Begivenhed',
      educationTopic: 'Undervisning',
      podcastEpisodePage: 'Episode',
      podcastShowPage: 'Podcast',
      podcastOverview: 'Podcast',
      ticket: 'Billet',
      pressRelease: 'Presse',
      calendar: 'Kalender',
      knowledgeArticle: 'Viden',
      project: 'Projekt',
      researchUnit: 'Forskning',
      practicalInfoOverview: 'Praktisk info',
      publication: 'Publikation',
      service: 'Ydelse',
      frontPage: 'Side',
      landingPage: 'Side',
      somethingElse: 'Side',
    });
  });

  it('exhibitions are relabelled as experiences on the open-air museum, castle, Jelling and Trelleborg, in all four languages', () => {
    expect(typeLabel('exhibition', 'frilandsmuseet', 'da')).toBe('Oplevelse');
    expect(typeLabel('exhibition', 'kronborg', 'en')).toBe('Experience');
    expect(typeLabel('exhibitionOverview', 'kongernes-jelling', 'de')).toBe('Erlebnis');
    expect(typeLabel('exhibition', 'trelleborg', 'sv')).toBe('Upplevelse');
    expect(typeLabel('exhibition', 'krigsmuseet', 'en')).toBe('Exhibition');
  });
});
