import { describe, expect, it } from 'vitest';
import { previewBannerFixtures as f } from '../../../fixtures/components/SearchPage.fixtures';
import { translate } from '../../i18n/dictionary';
import type { Locale } from '../../i18n/locales';
import { count, hrefs, renderHtml, section } from '../renderForTest';
import { PreviewBanner, type PreviewBannerModel, previewStatusText } from './PreviewBanner';

const status = (model: PreviewBannerModel, locale: Locale = 'da') =>
  /<span data-preview-status="">([^<]*)<\/span>/.exec(renderHtml(<PreviewBanner {...model} />, locale))?.[1];

describe('PreviewBanner', () => {
  it('names itself as a region and links out of preview with a full page load (rel=external)', () => {
    const html = renderHtml(<PreviewBanner {...f.default} />);
    expect(html).toMatch(/<section class="[^"]+" aria-label="Forhåndsvisning" data-preview-banner="">/);
    expect(html).toContain(
      'href="/api/preview/disable?redirect=%2Fbesoeg-museet" rel="external">Afslut forhåndsvisning</a>',
    );
    expect(renderHtml(<PreviewBanner {...f.default} />, 'en')).toContain('Leave preview');
  });

  it('says which content is shown: drafts, published content, or the release by its id', () => {
    expect(status(f.default)).toBe('Viser kladder');
    expect(status({ ...f.default, perspective: { kind: 'published' } })).toBe('Viser udgivet indhold');
    expect(status({ ...f.default, perspective: { kind: 'release', releases: ['rSummer2027'] } })).toBe(
      'Viser udgivelsen rSummer2027',
    );
    expect(status(f.default, 'en')).toBe('Showing drafts');
    expect(status(f.default, 'de')).toBe('Zeigt Entwürfe');
    expect(status(f.default, 'sv')).toBe('Visar utkast');
  });

  it('names the day the preview is pinned to (?date=), in the page’s language', () => {
    const christmas = { ...f.default, date: '2026-12-24' };
    expect(status(christmas)).toBe('Viser kladder pr. 24. december 2026');
    expect(status(christmas, 'en')).toBe('Showing drafts as of 24 December 2026');
    expect(status(christmas, 'de')).toBe('Zeigt Entwürfe zum Stichtag 24. Dezember 2026');
    expect(status(christmas, 'sv')).toBe('Visar utkast per 24 december 2026');
    expect(
      previewStatusText((key) => translate('da', key), 'da', { kind: 'release', releases: ['rA'] }, '2027-03-01'),
    ).toBe('Viser udgivelsen rA pr. 1. marts 2027');
  });

  it('links to the page’s document in the Studio, in a new tab that it announces; no Studio, no link', () => {
    const html = renderHtml(<PreviewBanner {...f.default} />);
    expect(hrefs(html)).toContain(
      'https://museum.sanity.studio/intent/edit/id=landingPage-natmus-visit-da;type=landingPage',
    );
    expect(html).toMatch(
      /target="_blank" rel="external noopener" data-preview-studio="">Åbn i Studio <span class="[^"]+">\(åbner i en ny fane\)<\/span><\/a>/,
    );
    expect(renderHtml(<PreviewBanner {...f.minimal} />)).not.toContain('data-preview-studio');
  });

  it('shows what search engines will see in a closed disclosure: title, description, canonical URL, indexing', () => {
    const html = renderHtml(<PreviewBanner {...f.default} />);
    const panel = section(html, '<details', 'details');
    expect(panel).toMatch(/^<details class="[^"]+"><summary class="[^"]+">.*Søgemaskiner<\/summary>/);
    expect(panel).not.toContain(' open=');
    const terms = [...panel.matchAll(/<dt class="[^"]+">([^<]*)<\/dt><dd class="[^"]+">([^<]*)<\/dd>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(terms).toEqual([
      ['Titel', 'Besøg museet – nye sommeråbningstider (kladde) – Nationalmuseet'],
      ['Beskrivelse', 'Åbningstider, billetpriser, tilgængelighed og transport til Nationalmuseet i Prinsens Palæ.'],
      ['Kanonisk URL', 'https://natmus.dk/besoeg-museet'],
      ['Indeksering', 'Må vises i søgeresultater (index)'],
    ]);
    const noindex = renderHtml(<PreviewBanner {...f.longText} />, 'en');
    expect(noindex).toContain('<dd class="');
    expect(noindex).toContain('>No description</dd>');
    expect(noindex).toContain('>Kept out of search results (noindex)</dd>');
  });

  it('a page without content (no seo) has no search-engine panel', () => {
    expect(count(renderHtml(<PreviewBanner {...f.minimal} />), /<details/)).toBe(0);
  });
});
