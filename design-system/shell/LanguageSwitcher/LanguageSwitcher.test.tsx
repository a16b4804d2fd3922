// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { languageSwitcherFixtures as f } from '@fixtures/components/LanguageSwitcher.fixtures';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Each link's attributes, as the tests compare them. */
const links = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link', { hidden: true })
    .map((link) =>
      Object.fromEntries(
        ['href', 'hreflang', 'lang', 'aria-current'].flatMap((name) =>
          link.hasAttribute(name) ? [[name, link.getAttribute(name)]] : [],
        ),
      ),
    );

describe('LanguageSwitcher (the spec: "Each locale is reachable … through language-switcher links")', () => {
  it('a labelled navigation with a link to each of the page’s translations, with hreflang and lang', () => {
    const { container } = render(<LanguageSwitcher languages={f.default} />);
    const nav = screen.getByRole('navigation', { name: 'Vælg sprog' });
    expect(container.firstElementChild).toBe(nav);
    expect(links(nav)).toEqual([
      { href: '/besog', hreflang: 'da', lang: 'da', 'aria-current': 'true' },
      { href: '/en/visit', hreflang: 'en', lang: 'en' },
      { href: '/de/besuch', hreflang: 'de', lang: 'de' },
      { href: '/sv/besok', hreflang: 'sv', lang: 'sv' },
    ]);
  });

  it('marks only the current language with aria-current', () => {
    render(<LanguageSwitcher languages={f.longText} />);
    const current = screen.getByRole('link', { current: true });
    expect(current).toHaveAttribute('href', '/de/besuch');
    expect(current).toHaveAttribute('lang', 'de');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([current]);
  });

  it('names each language in its own language for assistive technology (the visible code is hidden from it)', () => {
    render(<LanguageSwitcher languages={f.minimal} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Choose language' })).toBeInTheDocument();
    for (const [code, name] of [
      ['da', 'Dansk'],
      ['en', 'English'],
    ]) {
      const link = screen.getByRole('link', { name: `${code} ${name}` });
      const visibleCode = within(link).getByText(code as string, { selector: 'span' });
      expect(visibleCode).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('compact (the header bar): one summary showing the current code, opening the languages named in full', async () => {
    const { container } = render(<LanguageSwitcher languages={f.default} compact />);
    const nav = screen.getByRole('navigation', { name: 'Vælg sprog' });
    const summary = nav.querySelector('details > summary') as HTMLElement;
    expect(nav.firstElementChild?.tagName).toBe('DETAILS');
    expect(summary.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(summary.firstElementChild).toHaveTextContent(/^da$/);
    expect(summary).toHaveTextContent('da Dansk');
    expect(links(nav)).toHaveLength(4);
    await userEvent.setup().click(summary);
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveAttribute('lang', 'sv');
  });

  it('a page in one language only: no switcher', () => {
    expect(renderToStaticMarkup(<LanguageSwitcher languages={f.empty} />)).toBe('');
  });
});
