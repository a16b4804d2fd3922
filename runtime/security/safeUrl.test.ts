import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
import {
  HTTPS_OR_PATH,
  HTTPS_URL,
  LINK_URL,
  locationHeader,
  REDIRECT_URL,
  SAME_SITE_PATH,
  safeUrl,
  WEB_URL,
} from './safeUrl';

describe('safeUrl: the one allow list for URLs from content', () => {
  it('a link may be https, http, mailto, tel, or a root-relative path on this site; good ones come back as written', () => {
    for (const url of [
      'https://example.com',
      'https://example.com/a/b?c=d&e=f#g',
      'HTTPS://EXAMPLE.COM/X',
      'http://example.com/',
      'https://bøger.dk/søg?q=år',
      'mailto:info@natmus.dk',
      'mailto:info@natmus.dk?subject=Hej%20med%20dig',
      'tel:+4533134411',
      '/',
      '/besoeg-museet',
      '/en/visit?x=1#y',
      '/udstillinger/æbler og øl',
    ]) {
      expect(safeUrl(url), url).toBe(url);
    }
    expect(safeUrl('  https://example.com/  ')).toBe('https://example.com/');
  });

  it('refuses javascript:, data:, vbscript:, //host, /\\host, backslashes, control characters and line breaks', () => {
    for (const url of HOSTILE_URLS) expect(safeUrl(url, LINK_URL), JSON.stringify(url)).toBeNull();
  });

  it('anything that is not a string is no URL', () => {
    for (const value of [null, undefined, 42, {}, ['https://example.com']]) expect(safeUrl(value)).toBeNull();
  });

  it('narrower rules: web pages, https only, https or a path, a path only', () => {
    expect(safeUrl('http://example.com/', WEB_URL)).toBe('http://example.com/');
    expect(safeUrl('mailto:a@b.dk', WEB_URL)).toBeNull();
    expect(safeUrl('/x', WEB_URL)).toBeNull();
    expect(safeUrl('http://example.com/', HTTPS_URL)).toBeNull();
    expect(safeUrl('https://example.com/', HTTPS_URL)).toBe('https://example.com/');
    expect(safeUrl('/lyd/episode.mp3', HTTPS_OR_PATH)).toBe('/lyd/episode.mp3');
    expect(safeUrl('http://example.com/a.mp3', HTTPS_OR_PATH)).toBeNull();
    expect(safeUrl('/en/visit', SAME_SITE_PATH)).toBe('/en/visit');
    expect(safeUrl('https://example.com/', SAME_SITE_PATH)).toBeNull();
    for (const rule of [WEB_URL, HTTPS_URL, HTTPS_OR_PATH, REDIRECT_URL, SAME_SITE_PATH]) {
      for (const url of HOSTILE_URLS) expect(safeUrl(url, rule), JSON.stringify(url)).toBeNull();
    }
  });
});

describe('locationHeader: a redirect target as a header value', () => {
  it('percent-encodes non-ASCII as UTF-8 and writes an international host in punycode', () => {
    expect(locationHeader('/udstillinger/æbler og øl')).toBe('/udstillinger/%C3%A6bler%20og%20%C3%B8l');
    expect(locationHeader('https://bøger.dk/søg?q=år#ø')).toBe('https://xn--bger-gra.dk/s%C3%B8g?q=%C3%A5r#%C3%B8');
    expect(locationHeader('/allerede%20kodet')).toBe('/allerede%20kodet');
    expect(locationHeader('https://billetter.natmus.dk/')).toBe('https://billetter.natmus.dk/');
    for (const url of ['/æ', 'https://bøger.dk/ø', '/\u{1F600}']) {
      const location = locationHeader(url);
      expect(location).toMatch(/^[\x21-\x7E]+$/);
      expect(() => new Headers({ Location: location ?? '' })).not.toThrow();
    }
  });

  it('refuses what safeUrl refuses, mailto and tel, and a path that dot segments turn into //host', () => {
    for (const url of [...HOSTILE_URLS, 'mailto:a@b.dk', 'tel:+45', '/.//evil.example', '/a/..//evil.example']) {
      expect(locationHeader(url), JSON.stringify(url)).toBeNull();
    }
  });

  it('the same-site rule refuses absolute URLs', () => {
    expect(locationHeader('https://example.com/', SAME_SITE_PATH)).toBeNull();
    expect(locationHeader('/en/om?x=1', SAME_SITE_PATH)).toBe('/en/om?x=1');
  });
});
