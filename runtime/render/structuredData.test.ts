import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLdProblems } from '@tests/support/jsonLd';
import { createEmbeddedSource } from '../cms/source/embedded-source';
import { loadRootDataOrFallback } from '../loader/rootData-loader';
import { hostConfigFromEnv } from '../sites/hosts';
import { siteIds, sites } from '../sites/registry';
import { siteNodeId } from '../sites/urls';
import { jsonLdText, pageStructuredData, siteStructuredData } from './structuredData';

afterEach(() => vi.restoreAllMocks());

describe('structured data', () => {
  it('a page’s structuredData is kept only when it is JSON with a @type; otherwise left out with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pageStructuredData('{"@context":"https://schema.org","@type":"Event","name":"Vikingemarked"}')).toHaveLength(
      1,
    );
    expect(pageStructuredData('{"name":"no type"}')).toEqual([]);
    expect(pageStructuredData('{not json')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('JSON-LD text cannot close its script element', () => {
    expect(jsonLdText({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('Organization, its Place and WebSite with SearchAction use the configured origin, never a request host', () => {
    const hosts = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
    const [organization, place, website] = siteStructuredData('kronborg', null, hosts);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://kronborg.dk/#organization',
      name: 'Kronborg Slot',
      url: 'https://kronborg.dk/',
      logo: 'https://kronborg.dk/favicon.svg',
      location: { '@id': 'https://kronborg.dk/#place' },
    });
    expect(place).toMatchObject({ '@type': 'LandmarksOrHistoricalBuildings', '@id': 'https://kronborg.dk/#place' });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://kronborg.dk/' });
    expect(JSON.stringify(website)).toContain('https://kronborg.dk/soeg?q={search_term_string}');
  });

  it('"a Museum (or the fitting Place type)": museums are a Museum, the castle and the Viking sites a historic place, the department sites an Organization only', () => {
    const hosts = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
    const types = (site: Parameters<typeof siteStructuredData>[0]) =>
      siteStructuredData(site, null, hosts).map((node) => node['@type']);
    expect(types('natmus')).toEqual(['Organization', 'Museum', 'WebSite']);
    expect(types('krigsmuseet')).toEqual(['Organization', 'Museum', 'WebSite']);
    expect(types('trelleborg')).toEqual(['Organization', 'LandmarksOrHistoricalBuildings', 'WebSite']);
    expect(types('forskning')).toEqual(['Organization', 'WebSite']);
  });

  it('the structured data of every site, with its address and opening hours from the embedded dataset, has every required property', async () => {
    const hosts = hostConfigFromEnv({ PORT: '3000' });
    const source = createEmbeddedSource(join(import.meta.dirname, '../../fixtures/content/dataset.ndjson'));
    for (const site of siteIds) {
      const root = await loadRootDataOrFallback({ site, locale: 'da' }, source);
      const nodes = siteStructuredData(site, root, hosts, '2026-11-22');
      expect(jsonLdProblems(nodes), site).toEqual([]);
      const place = nodes.find((node) => node['@id'] === siteNodeId(site, 'place', hosts));
      if (sites[site].placeType && !sites[site].productionExcluded) expect(place?.address, site).toBeDefined();
    }
  });
});
