import { describe, expect, it } from 'vitest';
import { footerByLocale, footerFixtures } from '../../../fixtures/components/Footer.fixtures';
import type { Locale } from '../../i18n/locales';
import { count, hrefs, renderHtml, section } from '../renderForTest';
import { Footer, type FooterModel } from './Footer';
import { museumLinksFor } from './museumLinks';

const render = (model: FooterModel, locale: Locale = 'da') => renderHtml(<Footer {...model} />, locale);

describe('Footer', () => {
  it('renders general links, groups, featured subsites, policy pages and the address, all in the HTML', () => {
    const html = render(footerFixtures.default);
    expect(html).toMatch(/^<footer/);
    for (const link of [
      ...(footerFixtures.default.general ?? []),
      ...footerFixtures.default.groups.flatMap((group) => group.links),
      ...(footerFixtures.default.featured ?? []),
      ...footerFixtures.default.policyLinks,
    ]) {
      expect(hrefs(html)).toContain(link.href);
    }
    expect(html).toContain('<h2 id="footer-featured"');
    expect(section(html, '<nav aria-label="Vilkår og politikker"', 'nav')).toContain('/privatliv');
    expect(html).toContain('<address');
    expect(html).toContain('Prinsens Palæ, Ny Vestergade 10');
    expect(html).not.toContain('loading=');
  });

  it('social profiles: known platforms get an inline SVG icon and an accessible name; others a plain link', () => {
    const social = section(render(footerFixtures.default), '<section aria-labelledby="footer-social"', 'section');
    expect(social).toContain('Følg os');
    expect(count(social, /<svg [^>]*aria-hidden="true"/)).toBe(4);
    for (const [platform, name] of [
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['twitter', 'X'],
      ['youtube', 'YouTube'],
    ]) {
      const link = new RegExp(`<a [^>]*data-platform="${platform}"[^>]*>[\\s\\S]*?</a>`).exec(social)?.[0] ?? '';
      expect(link, platform).toContain(`>${name} (ekstern side)<`);
    }
    const other = /<a [^>]*data-platform="other"[^>]*>([\s\S]*?)<\/a>/.exec(social);
    expect(other?.[0]).toContain('href="https://www.linkedin.com/company/nationalmuseet/"');
    expect(other?.[1]).toMatch(/^linkedin\.com/);
    expect(other?.[1]).not.toContain('<svg');
  });

  it('the museum list is Danish for da and English otherwise, grouped Copenhagen, Zealand and Møn, Jutland', () => {
    const da = section(render(footerByLocale.da, 'da'), '<nav aria-labelledby="footer-museums"', 'nav');
    expect(da).toContain('data-museum-links="da"');
    expect(da).toContain('Vores museer');
    expect([...da.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual([
      'København',
      'Sjælland og Møn',
      'Jylland',
    ]);
    expect(da).toContain('>Frihedsmuseet</a>');
    expect(da).toContain('>Kongernes Jelling</a>');

    for (const locale of ['en', 'de', 'sv'] as const) {
      const other = section(render(footerByLocale[locale], locale), '<nav aria-labelledby="footer-museums"', 'nav');
      expect(other, locale).toContain('data-museum-links="en"');
      expect(other, locale).toContain('The National Museum of Denmark');
      expect(other, locale).not.toContain('>Frihedsmuseet</a>');
    }
    // English names on a German page are marked as English.
    expect(render(footerByLocale.de, 'de')).toMatch(/<div lang="en" class="[^"]*">/);
    expect(render(footerByLocale.en, 'en')).not.toContain('lang="en"');
  });

  it('museumLinksFor: three regions in both lists, the same number of museums', () => {
    const da = museumLinksFor('da');
    const en = museumLinksFor('sv');
    expect(da.map((group) => group.region)).toEqual(['copenhagen', 'zealand', 'jutland']);
    expect(en.map((group) => group.region)).toEqual(['copenhagen', 'zealand', 'jutland']);
    expect(da.map((group) => group.links.length)).toEqual(en.map((group) => group.links.length));
    expect(museumLinksFor('en')).toBe(museumLinksFor('de'));
  });

  it('empty: no sections, no museum list when turned off', () => {
    const html = render(footerFixtures.empty);
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('<section');
    expect(render(footerFixtures.minimal)).toContain('footer-museums');
  });
});
