// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { headerContent, headerFixtures } from '@fixtures/components/Header.fixtures';
import { Header, type HeaderModel, searchHref } from './Header';

const show = (model: HeaderModel, locale: 'da' | 'en' = 'da') => render(<Header {...model} />, { locale });
const hrefsIn = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

describe('Header', () => {
  it('renders the three navigation levels: primary (with sub-menus), secondary and tertiary', () => {
    show(headerFixtures.default);
    const [primary] = screen.getAllByRole('navigation', { name: 'Hovednavigation' });
    if (!primary) throw new Error('no primary navigation');
    // Sub-menus are native disclosures (details/summary), closed: they work before and without JavaScript.
    const menus = [...primary.querySelectorAll('details')];
    expect(menus).toHaveLength(3);
    expect(menus.filter((menu) => menu.open)).toHaveLength(0);
    expect(primary.querySelectorAll('details > summary')).toHaveLength(3);
    const besog = menus[0] as HTMLElement;
    expect(besog.querySelector('summary')).toHaveTextContent('Besøg');
    expect(hrefsIn(besog)).toEqual([
      '/besog',
      '/besog/aabningstider',
      '/besog/find-vej',
      '/besog/tilgaengelighed',
      '/besog/cafe-og-butik',
    ]);
    expect(hrefsIn(primary)).toContain('/kalender');
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Genveje' }))).toEqual([
      '/billetter',
      '/praktisk-info',
      '/besog/grupper',
    ]);
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Mere fra museet' }))).toEqual([
      '/om',
      '/presse',
      '/om/job',
      '/kontakt',
    ]);
  });

  it('a sub-menu opens from its summary', async () => {
    show(headerFixtures.default);
    const [primary] = screen.getAllByRole('navigation', { name: 'Hovednavigation' });
    const besog = primary?.querySelector('details') as HTMLDetailsElement;
    await userEvent.setup().click(besog.querySelector('summary') as HTMLElement);
    expect(besog.open).toBe(true);
    expect(within(besog).getByRole('link', { name: /Åbningstider/ })).toBeVisible();
  });

  it('marks the current page, and the sub-menu it sits in (the first level shows in the bar and in the menu)', () => {
    const { container } = show(headerFixtures.default);
    // Once in the bar's first level (wide screens) and once in the menu's (narrow screens); CSS shows one.
    expect(screen.getAllByRole('navigation', { name: 'Hovednavigation' })).toHaveLength(2);
    const current = screen.getAllByRole('link', { current: 'page', hidden: true });
    expect(current).toHaveLength(2);
    for (const link of current) expect(link).toHaveAttribute('href', '/udstillinger/danmarks-oldtid');
    const menus = [...container.querySelectorAll('[data-current]')];
    expect(menus.length).toBeGreaterThan(0);
    for (const menu of menus) expect(menu).toHaveTextContent(/^Udstillinger$/);
  });

  it('the search is a plain GET form to /soeg with a labelled q field; recommended terms link to /soeg?q=', () => {
    const { container } = show(headerFixtures.default);
    // The search landmark is the native search element (Testing Library's role table predates it: found by tag).
    const search = container.querySelector('search') as HTMLElement;
    expect(search).toHaveAttribute('aria-label', 'Søg på sitet');
    const form = search.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/soeg');
    const field = within(form).getByRole('searchbox', { name: 'Søg på sitet' });
    expect(field).toHaveAttribute('name', 'q');
    expect(hrefsIn(container).filter((href) => href?.startsWith('/soeg?q='))).toEqual([
      '/soeg?q=Vikinger',
      '/soeg?q=Solvognen',
      '/soeg?q=Egtvedpigen',
      '/soeg?q=%C3%85bningstider',
    ]);
  });

  it('shows the search with the default action even without a search model', () => {
    const { container } = show(headerFixtures.minimal);
    expect(container.querySelector('form')).toHaveAttribute('action', '/soeg');
    expect(screen.queryByRole('navigation', { name: 'Hovednavigation' })).toBeNull();
  });

  it('the search button opens the menu with the cursor in the search field', async () => {
    const user = userEvent.setup();
    show(headerFixtures.default);
    // The bar's search button (it controls the menu), not the search form's submit button of the same name.
    const [searchButton] = screen.getAllByRole('button', { name: 'Søg', expanded: false });
    await user.click(searchButton as HTMLElement);
    expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('searchbox', { name: 'Søg på sitet' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(field).toHaveFocus();
  });

  it('searchHref encodes the term', () => {
    expect(searchHref('Egtved pigen & co')).toBe('/soeg?q=Egtved+pigen+%26+co');
    expect(searchHref('Vikings', '/en/soeg')).toBe('/en/soeg?q=Vikings');
  });

  it('shows featured links with images, the call to action, the ticket call to action and today’s hours', () => {
    const { container } = show(headerFixtures.default);
    const featured = container.querySelector('section') as HTMLElement;
    const images = featured.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toHaveAttribute('alt', '');
    expect(featured).toHaveTextContent('Solvognen');
    expect(screen.getByRole('link', { name: 'Bliv medlem', hidden: true })).toHaveAttribute('href', '/medlemskab');
    expect(
      screen.getAllByRole('link', { name: /^Køb billet/, hidden: true }).map((link) => link.getAttribute('href')),
    ).toContain('https://billetter.natmus.dk/');
    expect(screen.getByRole('link', { name: 'Åbent i dag 10.00 - 17.00', hidden: true })).toHaveAttribute(
      'href',
      '/praktisk-info',
    );
  });

  it('has a menu button that controls the collapsed navigation panel', async () => {
    const { container } = show(headerFixtures.default);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = container.querySelector(`[id="${button.getAttribute('aria-controls')}"]`) as HTMLElement;
    expect(within(panel).getByRole('navigation', { name: 'Hovednavigation' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('data-open');
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
  });

  it('speaks the page’s language', () => {
    show({ ...headerFixtures.default, ...headerContent('en') }, 'en');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });
});
