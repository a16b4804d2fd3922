// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Locale } from '@design-system/i18n/locales';
import { render, screen, within } from '@design-system/testing/render';
import { footerByLocale, footerFixtures } from '@fixtures/components/Footer.fixtures';
import { Footer, type FooterModel } from './Footer';
import { museumLinksFor } from './museumLinks';

const show = (model: FooterModel, locale: Locale = 'da') => render(<Footer {...model} />, { locale });
const hrefsIn = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('Footer', () => {
  it('renders general links, groups, featured subsites, policy pages and the address, all in the HTML', () => {
    const { container } = show(footerFixtures.default);
    const footer = screen.getByRole('contentinfo');
    expect(container.firstElementChild).toBe(footer);
    for (const link of [
      ...(footerFixtures.default.general ?? []),
      ...footerFixtures.default.groups.flatMap((group) => group.links),
      ...(footerFixtures.default.featured ?? []),
      ...footerFixtures.default.policyLinks,
    ]) {
      expect(hrefsIn(footer)).toContain(link.href);
    }
    expect(document.getElementById('footer-featured')?.tagName).toBe('H2');
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Vilkår og politikker' }))).toContain('/privatliv');
    const address = footer.querySelector('address');
    expect(address).toHaveTextContent('Prinsens Palæ, Ny Vestergade 10');
    expect(footer.querySelector('[loading]')).toBeNull();
  });

  it('social profiles: known platforms get an inline SVG icon and an accessible name; others a plain link', () => {
    show(footerFixtures.default);
    const social = screen.getByRole('region', { name: 'Følg os' });
    expect(social.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
    for (const [platform, name] of [
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['twitter', 'X'],
      ['youtube', 'YouTube'],
    ]) {
      const link = social.querySelector(`a[data-platform="${platform}"]`) as HTMLElement;
      expect(link, platform).toHaveAccessibleName(new RegExp(`^${name} ?\\(ekstern side\\)$`));
      expect(link, platform).toHaveTextContent(`${name} (ekstern side)`);
    }
    const other = social.querySelector('a[data-platform="other"]') as HTMLElement;
    expect(other).toHaveAttribute('href', 'https://www.linkedin.com/company/nationalmuseet/');
    expect(other).toHaveTextContent(/^linkedin\.com/);
    expect(other.querySelector('svg')).toBeNull();
  });

  it('the museum list is Danish for da and English otherwise, grouped Copenhagen, Zealand and Møn, Jutland', () => {
    const danish = show(footerByLocale.da, 'da');
    const da = screen.getByRole('navigation', { name: 'Vores museer' });
    expect(da).toHaveAttribute('data-museum-links', 'da');
    expect(
      within(da)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['København', 'Sjælland og Møn', 'Jylland']);
    expect(within(da).getByRole('link', { name: 'Frihedsmuseet' })).toBeInTheDocument();
    expect(within(da).getByRole('link', { name: 'Kongernes Jelling' })).toBeInTheDocument();
    danish.unmount();

    for (const locale of ['en', 'de', 'sv'] as const) {
      const { container, unmount } = show(footerByLocale[locale], locale);
      const other = container.querySelector('nav[aria-labelledby="footer-museums"]') as HTMLElement;
      expect(other, locale).toHaveAttribute('data-museum-links', 'en');
      expect(other, locale).toHaveTextContent('The National Museum of Denmark');
      expect(within(other).queryByRole('link', { name: 'Frihedsmuseet' }), locale).toBeNull();
      unmount();
    }
    // English names on a German page are marked as English.
    const german = show(footerByLocale.de, 'de');
    expect(german.container.querySelector('div[lang="en"]')).not.toBeNull();
    german.unmount();
    expect(show(footerByLocale.en, 'en').container.querySelector('[lang="en"]')).toBeNull();
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
    const { container, unmount } = show(footerFixtures.empty);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('section')).toBeNull();
    unmount();
    show(footerFixtures.minimal);
    expect(document.getElementById('footer-museums')).not.toBeNull();
  });
});
