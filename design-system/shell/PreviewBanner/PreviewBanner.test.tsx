// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translate } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { previewBannerFixtures as f } from '@fixtures/components/SearchPage.fixtures';
import { PreviewBanner, type PreviewBannerModel, previewStatusText } from './PreviewBanner';

const banner = (model: PreviewBannerModel, locale: Locale = 'da') => {
  render(<PreviewBanner {...model} />, { locale });
  return screen.getByRole('region');
};

/** The sentence that says what is shown. */
const status = (model: PreviewBannerModel, locale: Locale = 'da') =>
  banner(model, locale).querySelector('[data-preview-status]')?.textContent;

describe('PreviewBanner', () => {
  it('names itself as a region and links out of preview with a full page load (rel=external)', () => {
    const region = banner(f.default);
    expect(region).toHaveAccessibleName('Forhåndsvisning');
    const leave = within(region).getByRole('link', { name: 'Afslut forhåndsvisning' });
    expect(leave).toHaveAttribute('href', '/api/preview/disable?redirect=%2Fbesoeg-museet');
    expect(leave).toHaveAttribute('rel', 'external');
  });

  it('speaks the page’s language', () => {
    expect(within(banner(f.default, 'en')).getByRole('link', { name: 'Leave preview' })).toBeInTheDocument();
  });

  it('says which content is shown: drafts, published content, or the release by its id', () => {
    const cases: [PreviewBannerModel, Locale, string][] = [
      [f.default, 'da', 'Viser kladder'],
      [{ ...f.default, perspective: { kind: 'published' } }, 'da', 'Viser udgivet indhold'],
      [
        { ...f.default, perspective: { kind: 'release', releases: ['rSummer2027'] } },
        'da',
        'Viser udgivelsen rSummer2027',
      ],
      [f.default, 'en', 'Showing drafts'],
      [f.default, 'de', 'Zeigt Entwürfe'],
      [f.default, 'sv', 'Visar utkast'],
    ];
    for (const [model, locale, text] of cases) {
      const { unmount } = render(<PreviewBanner {...model} />, { locale });
      expect(screen.getByRole('region').querySelector('[data-preview-status]')).toHaveTextContent(text);
      unmount();
    }
  });

  it('names the day the preview is pinned to (?date=), in the page’s language', () => {
    const christmas = { ...f.default, date: '2026-12-24' };
    expect(status(christmas)).toBe('Viser kladder pr. 24. december 2026');
    expect(previewStatusText((key) => translate('en', key), 'en', { kind: 'drafts' }, christmas.date)).toBe(
      'Showing drafts as of 24 December 2026',
    );
    expect(previewStatusText((key) => translate('de', key), 'de', { kind: 'drafts' }, christmas.date)).toBe(
      'Zeigt Entwürfe zum Stichtag 24. Dezember 2026',
    );
    expect(previewStatusText((key) => translate('sv', key), 'sv', { kind: 'drafts' }, christmas.date)).toBe(
      'Visar utkast per 24 december 2026',
    );
    expect(
      previewStatusText((key) => translate('da', key), 'da', { kind: 'release', releases: ['rA'] }, '2027-03-01'),
    ).toBe('Viser udgivelsen rA pr. 1. marts 2027');
  });

  it('links to the page’s document in the Studio, in a new tab that it announces; no Studio, no link', () => {
    const studio = within(banner(f.default)).getByRole('link', { name: /Åbn i Studio/ });
    expect(studio).toHaveTextContent('Åbn i Studio (åbner i en ny fane)');
    expect(studio).toHaveAttribute(
      'href',
      'https://museum.sanity.studio/intent/edit/id=landingPage-natmus-visit-da;type=landingPage',
    );
    expect(studio).toHaveAttribute('target', '_blank');
    expect(studio).toHaveAttribute('rel', 'external noopener');
  });

  it('a banner without a Studio address has no Studio link', () => {
    expect(within(banner(f.minimal)).queryByRole('link', { name: /Studio/ })).toBeNull();
  });

  it('shows what search engines will see in a closed disclosure: title, description, canonical URL, indexing', async () => {
    const user = userEvent.setup();
    const region = banner(f.default);
    const details = region.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(region).getByText('Søgemaskiner'));
    expect(details.open).toBe(true);
    const rows = [...details.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Titel', 'Besøg museet – nye sommeråbningstider (kladde) – Nationalmuseet'],
      ['Beskrivelse', 'Åbningstider, billetpriser, tilgængelighed og transport til Nationalmuseet i Prinsens Palæ.'],
      ['Kanonisk URL', 'https://natmus.dk/besoeg-museet'],
      ['Indeksering', 'Må vises i søgeresultater (index)'],
    ]);
  });

  it('says when a page has no description, and when it asks not to be indexed', () => {
    const region = banner(f.longText, 'en');
    expect(region).toHaveTextContent('No description');
    expect(region).toHaveTextContent('Kept out of search results (noindex)');
  });

  it('a page without content (no seo) has no search-engine panel', () => {
    expect(banner(f.minimal).querySelector('details')).toBeNull();
  });
});
