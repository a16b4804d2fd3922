import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostConfigFromEnv } from '../sites/hosts';
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

  it('Organization (Museum) and WebSite with SearchAction use the configured origin, never a request host', () => {
    const hosts = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
    const [museum, website] = siteStructuredData('kronborg', null, hosts);
    expect(museum).toMatchObject({ '@type': 'Museum', name: 'Kronborg Slot', url: 'https://kronborg.dk/' });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://kronborg.dk/' });
    expect(JSON.stringify(website)).toContain('https://kronborg.dk/soeg?q={search_term_string}');
  });
});
