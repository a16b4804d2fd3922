import { describe, expect, it } from 'vitest';
import { languageSwitcherFixtures as f } from '../../../fixtures/components/LanguageSwitcher.fixtures';
import { renderHtml } from '../renderForTest';
import { LanguageSwitcher } from './LanguageSwitcher';

const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]])),
  );

describe('LanguageSwitcher (the spec: "Each locale is reachable … through language-switcher links")', () => {
  it('a labelled navigation with a link to each of the page’s translations, with hreflang and lang', () => {
    const html = renderHtml(<LanguageSwitcher languages={f.default} />);
    expect(html).toMatch(/^<nav aria-label="Vælg sprog">/);
    expect(links(html)).toEqual([
      { href: '/besog', hrefLang: 'da', lang: 'da', 'aria-current': 'true' },
      { href: '/en/visit', hrefLang: 'en', lang: 'en' },
      { href: '/de/besuch', hrefLang: 'de', lang: 'de' },
      { href: '/sv/besok', hrefLang: 'sv', lang: 'sv' },
    ]);
  });

  it('marks only the current language with aria-current', () => {
    const current = links(renderHtml(<LanguageSwitcher languages={f.longText} />)).filter(
      (link) => link['aria-current'] === 'true',
    );
    expect(current).toEqual([{ href: '/de/besuch', hrefLang: 'de', lang: 'de', 'aria-current': 'true' }]);
  });

  it('names each language in its own language for assistive technology (the visible code is hidden from it)', () => {
    const html = renderHtml(<LanguageSwitcher languages={f.minimal} />, 'en');
    expect(html).toMatch(/<span aria-hidden="true">da<\/span><span class="[^"]+">da Dansk<\/span>/);
    expect(html).toMatch(/<span aria-hidden="true">en<\/span><span class="[^"]+">en English<\/span>/);
    expect(html).toContain('aria-label="Choose language"');
  });

  it('compact (the header bar): one summary showing the current code, opening the languages named in full', () => {
    const html = renderHtml(<LanguageSwitcher languages={f.default} compact />);
    expect(html).toMatch(
      /^<nav aria-label="Vælg sprog"><details [^>]*><summary [^>]*><span aria-hidden="true">da<\/span>/,
    );
    expect(html).toContain('da Dansk</span>');
    expect(links(html)).toHaveLength(4);
    expect(html).toMatch(/<a [^>]*lang="de"[^>]*>Deutsch<\/a>/);
    expect(html).toMatch(/<a [^>]*lang="sv"[^>]*>Svenska<\/a>/);
  });

  it('a page in one language only: no switcher', () => {
    expect(renderHtml(<LanguageSwitcher languages={f.empty} />)).toBe('');
  });
});
