import { describe, expect, it } from 'vitest';
import { headerContent, headerFixtures } from '../../../fixtures/components/Header.fixtures';
import { count, hrefs, renderHtml, section } from '../renderForTest';
import { Header, type HeaderModel, searchHref } from './Header';

const render = (model: HeaderModel, locale: 'da' | 'en' = 'da') => renderHtml(<Header {...model} />, locale);

describe('Header', () => {
  it('renders the three navigation levels: primary (with sub-menus), secondary and tertiary', () => {
    const html = render(headerFixtures.default);
    const primary = section(html, '<nav aria-label="Hovednavigation"', 'nav');
    expect(primary).not.toBe('');
    // Sub-menus are native disclosures (details/summary), closed: they work before and without JavaScript.
    expect(count(primary, /<details[\s>]/)).toBe(3);
    expect(count(primary, /<details[^>]* open/)).toBe(0);
    expect(count(primary, /<summary/)).toBe(3);
    const besog = section(primary, '<details', 'details');
    expect(besog).toContain('Besøg');
    expect(hrefs(besog)).toEqual([
      '/besog',
      '/besog/aabningstider',
      '/besog/find-vej',
      '/besog/tilgaengelighed',
      '/besog/cafe-og-butik',
    ]);
    expect(hrefs(primary)).toContain('/kalender');

    const secondary = section(html, '<nav aria-label="Genveje"', 'nav');
    expect(hrefs(secondary)).toEqual(['/billetter', '/praktisk-info', '/besog/grupper']);
    const tertiary = section(html, '<nav aria-label="Mere fra museet"', 'nav');
    expect(hrefs(tertiary)).toEqual(['/om', '/presse', '/om/job', '/kontakt']);
  });

  it('marks the current page, and the sub-menu it sits in (the first level shows in the bar and in the menu)', () => {
    const html = render(headerFixtures.default);
    // Once in the bar's first level (wide screens) and once in the menu's (narrow screens); CSS shows one.
    expect(count(html, /aria-label="Hovednavigation"/)).toBe(2);
    expect(count(html, /aria-current="page"/)).toBe(2);
    expect(html).toMatch(/href="\/udstillinger\/danmarks-oldtid" aria-current="page"/);
    expect(html).toMatch(/<span data-current="">Udstillinger<\/span>/);
  });

  it('the search is a plain GET form to /soeg with a labelled q field; recommended terms link to /soeg?q=', () => {
    const html = render(headerFixtures.default);
    const form = section(html, '<form', 'form');
    expect(form).toMatch(/<form [^>]*method="get"/);
    expect(form).toMatch(/<form [^>]*action="\/soeg"/);
    // The search landmark is the native search element.
    expect(section(html, '<search', 'search')).toContain(form);
    expect(html).toMatch(/<search class="[^"]+" aria-label="Søg på sitet">/);
    const id = /<input id="([^"]+)"[^>]*type="search"[^>]*name="q"/.exec(form)?.[1];
    expect(id).toBeTruthy();
    expect(form).toContain(`<label for="${id}"`);
    expect(form).toContain('Søg på sitet</label>');
    expect(hrefs(html).filter((href) => href.startsWith('/soeg?q='))).toEqual([
      '/soeg?q=Vikinger',
      '/soeg?q=Solvognen',
      '/soeg?q=Egtvedpigen',
      '/soeg?q=%C3%85bningstider',
    ]);
  });

  it('shows the search with the default action even without a search model', () => {
    const html = render(headerFixtures.minimal);
    expect(html).toMatch(/<form [^>]*action="\/soeg"/);
    expect(html).not.toContain('aria-label="Hovednavigation"');
  });

  it('searchHref encodes the term', () => {
    expect(searchHref('Egtved pigen & co')).toBe('/soeg?q=Egtved+pigen+%26+co');
    expect(searchHref('Vikings', '/en/soeg')).toBe('/en/soeg?q=Vikings');
  });

  it('shows featured links with images, the call to action, the ticket call to action and today’s hours', () => {
    const html = render(headerFixtures.default);
    const featured = section(html, '<section', 'section');
    expect(count(featured, /<img /)).toBe(3);
    expect(count(featured, /alt=""/)).toBe(3);
    expect(featured).toContain('Solvognen');
    expect(html).toMatch(/<a href="\/medlemskab"[^>]*>Bliv medlem<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/billetter\.natmus\.dk\/"[^>]*>Køb billet/);
    expect(html).toContain('<a href="/praktisk-info">Åbent i dag 10.00 - 17.00</a>');
  });

  it('has a menu button that controls the collapsed navigation panel', () => {
    const html = render(headerFixtures.default);
    const button = /<button [^>]*aria-expanded="false" aria-controls="([^"]+)"[^>]*>[\s\S]*?<\/button>/.exec(html);
    expect(button?.[0]).toContain('Menu');
    const panel = section(html, `<div id="${button?.[1]}"`, 'div');
    expect(panel).toContain('aria-label="Hovednavigation"');
    expect(panel).not.toMatch(/^<div [^>]*data-open/);
  });

  it('speaks the page’s language', () => {
    const html = render({ ...headerFixtures.default, ...headerContent('en') }, 'en');
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('Search the site</label>');
    expect(html).toContain('aria-label="Shortcuts"');
  });
});
