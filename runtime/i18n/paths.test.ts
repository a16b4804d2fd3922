import { describe, expect, it } from 'vitest';
import { isApiPath, pagePath, parsePath } from './paths';

describe('public URL shape', () => {
  it('da: /{slug}; other locales /{locale}/{slug}', () => {
    expect(parsePath('/besoeg-museet')).toEqual({ locale: 'da', slug: 'besoeg-museet', prefix: '' });
    expect(parsePath('/en/visit')).toEqual({ locale: 'en', slug: 'visit', prefix: 'en' });
    expect(parsePath('/de/om/geschichte')).toEqual({ locale: 'de', slug: 'om/geschichte', prefix: 'de' });
  });

  it('"An empty slug, or a slug equal to the locale, loads the front page"', () => {
    expect(parsePath('/').slug).toBe('');
    expect(parsePath('/en').slug).toBe('');
    expect(parsePath('/en/en').slug).toBe('');
    expect(parsePath('/da').locale).toBe('da');
  });

  it('se is accepted as Swedish (served as sv, canonical on /sv)', () => {
    expect(parsePath('/se/besok')).toEqual({ locale: 'sv', slug: 'besok', prefix: 'se' });
    expect(pagePath('sv', 'besok')).toBe('/sv/besok');
  });

  it('locale roots: /{locale}; the da root is empty', () => {
    expect(pagePath('da', '')).toBe('/');
    expect(pagePath('en', '')).toBe('/en');
    expect(pagePath('da', 'om-museet/historie')).toBe('/om-museet/historie');
  });

  it('a page path stays on this site whatever the slug starts with: never //host or /\\host (read as //host)', () => {
    for (const slug of [
      '\\evil.example',
      '/\\evil.example',
      '\t/evil.example',
      '\r\n\\evil.example',
      ' /evil.example ',
    ]) {
      expect(pagePath('da', slug), JSON.stringify(slug)).toBe('/evil.example');
      expect(pagePath('en', slug), JSON.stringify(slug)).toBe('/en/evil.example');
    }
    expect(pagePath('da', 'om-museet/historie/')).toBe('/om-museet/historie');
  });

  it('"Paths beginning with /api/ are skipped by page loading"', () => {
    expect(isApiPath('/api/search/get-embedding-result')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });
});
