import { describe, expect, it } from 'vitest';
import { hostConfigFromEnv, siteForHost } from './hosts';
import { pageHref } from './urls';

const dev = hostConfigFromEnv({ PORT: '3000' });

describe('host-name map', () => {
  it('localhost is the main site; {site}.localhost is that site (with or without a port)', () => {
    expect(siteForHost('localhost:3000', dev)).toBe('natmus');
    expect(siteForHost('krigsmuseet.localhost:3000', dev)).toBe('krigsmuseet');
    expect(siteForHost('KONGERNES-JELLING.localhost', dev)).toBe('kongernes-jelling');
  });

  it('production domains select their sites', () => {
    expect(siteForHost('kronborg.dk', dev)).toBe('kronborg');
    expect(siteForHost('www.krigsmuseet.dk', dev)).toBe('krigsmuseet');
    expect(siteForHost('forskning.natmus.dk', dev)).toBe('forskning');
  });

  it('an unmapped or malicious host gets the default site', () => {
    expect(siteForHost('evil.example', dev)).toBe('natmus');
    expect(siteForHost('', dev)).toBe('natmus');
    expect(siteForHost(undefined, dev)).toBe('natmus');
    expect(siteForHost('krigsmuseet.localhost.evil.example', dev)).toBe('natmus');
  });

  it('origins are configuration: dev origins on PORT, production domains with SITE_ORIGINS=production', () => {
    expect(dev.origins.natmus).toBe('http://localhost:3000');
    expect(dev.origins.kronborg).toBe('http://kronborg.localhost:3000');
    const production = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
    expect(production.origins.krigsmuseet).toBe('https://krigsmuseet.dk');
  });

  it('SITE_ORIGINS JSON overrides a site origin and maps its host', () => {
    const config = hostConfigFromEnv({ SITE_ORIGINS: '{"natmus":"https://staging.natmus.dk"}' });
    expect(config.origins.natmus).toBe('https://staging.natmus.dk');
    expect(siteForHost('staging.natmus.dk', config)).toBe('natmus');
    expect(() => hostConfigFromEnv({ SITE_ORIGINS: '{"louvre":"https://louvre.fr"}' })).toThrow('Unknown site: louvre');
  });
});

describe('links between sites', () => {
  it('"A link to another site becomes an absolute URL on that site\'s domain; otherwise it is relative"', () => {
    expect(pageHref({ site: 'natmus', locale: 'da', slug: 'besoeg' }, 'natmus', dev)).toBe('/besoeg');
    expect(pageHref({ site: 'natmus', locale: 'en', slug: 'visit' }, 'natmus', dev)).toBe('/en/visit');
    expect(pageHref({ site: 'krigsmuseet', locale: 'da', slug: '' }, 'natmus', dev)).toBe(
      'http://krigsmuseet.localhost:3000/',
    );
    const production = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
    expect(pageHref({ site: 'kronborg', locale: 'de', slug: 'hamlet' }, 'natmus', production)).toBe(
      'https://kronborg.dk/de/hamlet',
    );
  });
});
