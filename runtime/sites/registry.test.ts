import { describe, expect, it } from 'vitest';
import { getSite, isContentTypeEnabled, productionSites, siteIds, sites } from './registry';

describe('site registry', () => {
  it('has the 11 site identifiers of the spec, main site natmus', () => {
    expect([...siteIds].sort()).toEqual(
      [
        'bevaring',
        'dwarf',
        'forskning',
        'frihedsmuseet',
        'frilandsmuseet',
        'kongernes-jelling',
        'krigsmuseet',
        'kronborg',
        'natmus',
        'samling',
        'trelleborg',
      ].sort(),
    );
  });

  it('"The freedom museum and the internal site are left out in production"', () => {
    expect(productionSites().map((s) => s.id)).not.toContain('frihedsmuseet');
    expect(productionSites().map((s) => s.id)).not.toContain('dwarf');
    expect(productionSites()).toHaveLength(9);
  });

  it('"Each site has a base path of /{site name}"', () => {
    for (const id of siteIds) expect(sites[id].basePath).toBe(`/${id}`);
  });

  it('content types per site: main press; research units, projects, press, publications; collections, press; knowledge, podcasts, press, projects, services', () => {
    expect(sites.natmus.enabledContentTypes).toEqual(['press']);
    expect([...sites.forskning.enabledContentTypes].sort()).toEqual([
      'press',
      'projects',
      'publications',
      'researchUnits',
    ]);
    expect([...sites.samling.enabledContentTypes].sort()).toEqual(['collections', 'press']);
    expect([...sites.bevaring.enabledContentTypes].sort()).toEqual([
      'knowledge',
      'podcasts',
      'press',
      'projects',
      'services',
    ]);
    expect(isContentTypeEnabled('krigsmuseet', 'press')).toBe(false);
  });

  it('calendar horizon: open-air museum 1 month, castle 2 months, war museum 1 year, main site 2 months, default 2 months', () => {
    expect(sites.frilandsmuseet.calendarHorizon).toEqual({ months: 1 });
    expect(sites.kronborg.calendarHorizon).toEqual({ months: 2 });
    expect(sites.krigsmuseet.calendarHorizon).toEqual({ months: 12 });
    expect(sites.natmus.calendarHorizon).toEqual({ months: 2 });
    expect(sites.trelleborg.calendarHorizon).toEqual({ months: 2 });
  });

  it('open-air museum, castle, Jelling and Trelleborg relabel exhibitions as experiences', () => {
    const relabelling = siteIds.filter((id) => sites[id].relabelsExhibitionsAsExperiences).sort();
    expect(relabelling).toEqual(['frilandsmuseet', 'kongernes-jelling', 'kronborg', 'trelleborg']);
  });

  it('logo per site, the main logo by default', () => {
    expect(sites.kronborg.logo).toBe('castle');
    expect(sites.krigsmuseet.logo).toBe('warMuseum');
    expect(sites.frilandsmuseet.logo).toBe('openAirMuseum');
    expect(sites.dwarf.logo).toBe('main');
  });

  it('an unknown site throws "Unknown site: {site}"', () => {
    expect(() => getSite('louvre')).toThrow('Unknown site: louvre');
  });
});
