import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Disclosure } from '../../primitives/Disclosure';
import { Link, type LinkModel } from '../../primitives/Link';
import { type ImageModel, ResponsiveImage } from '../../primitives/ResponsiveImage';
import { type LanguageOption, LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import type { SiteIdentity } from '../SiteShell/ShellModel';
import {
  bar,
  cta as ctaClass,
  featuredImage,
  featuredItem,
  featuredList,
  featuredText,
  header,
  hours,
  menuButton,
  menuIcon,
  navList,
  panel,
  primaryItem,
  primaryList,
  searchButton,
  searchField,
  searchForm,
  searchInput,
  searchLabel,
  searchTerms,
  secondaryList,
  smallPrint,
  subList,
  submenu,
  tertiaryList,
  ticketCta as ticketCtaClass,
  toolbar,
} from './Header.css';

/** A first-level navigation item; with children it opens a sub-menu (the second level). */
export interface NavigationItem extends LinkModel {
  children?: LinkModel[];
}

/** A highlighted link in the menu, with an image (root data mainNavigation.featured). */
export interface FeaturedNavigationItem {
  link: LinkModel;
  image?: ImageModel;
  /** A short line under the title, e.g. the period of an exhibition. */
  description?: string;
}

/** The site search: a plain GET form, and the editors' recommended terms as ready-made searches. */
export interface SearchEntryModel {
  /** The search page; `/soeg` when not given. */
  action?: string;
  recommendedTerms?: string[];
}

export const DEFAULT_SEARCH_PATH = '/soeg';

export interface HeaderModel {
  site: SiteIdentity;
  /** First level (root data mainNavigation.lvl1 / navigation primary); items may have children. */
  mainNavigation: NavigationItem[];
  /** Second level (mainNavigation.lvl2 / navigation secondary): shortcuts under the main menu. */
  secondaryNavigation?: LinkModel[];
  /** Third level (mainNavigation.lvl3 / navigation tertiary): small links, e.g. press, jobs. */
  tertiaryNavigation?: LinkModel[];
  /** Highlighted links with an image (mainNavigation.featured). */
  featuredNavigation?: FeaturedNavigationItem[];
  /** The menu's call to action (mainNavigation.cta). */
  cta?: LinkModel;
  /** The ticket call to action (root data tickets.cta: label and url), shown prominently. */
  ticketCta?: LinkModel;
  languages: LanguageOption[];
  /** Today's opening hours as display text, e.g. "Åbent i dag 10.00 - 17.00". */
  openingHoursToday?: string;
  /** Where the opening hours text links to (root data tickets.links practical info). */
  practicalInfoLink?: LinkModel;
  /** The search entry; shown with the default action when not given. */
  search?: SearchEntryModel;
  /** The href of the current page, to mark the matching navigation item. */
  currentHref?: string;
}

/** `/soeg?q=term`, or with the page's own search path. */
export function searchHref(term: string, action = DEFAULT_SEARCH_PATH): string {
  return `${action}?${new URLSearchParams({ q: term }).toString()}`;
}

function isCurrent(link: LinkModel, currentHref?: string): boolean {
  return currentHref !== undefined && link.href === currentHref;
}

function PrimaryNavigation({
  items,
  currentHref,
  groupName,
}: {
  items: NavigationItem[];
  currentHref?: string;
  groupName: string;
}) {
  const t = useText();
  const ref = useRef<HTMLElement>(null);

  // Clicking outside the navigation closes an open sub-menu (details stays open by itself).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const nav = ref.current;
      if (!nav || (event.target instanceof Node && nav.contains(event.target))) return;
      for (const details of nav.querySelectorAll('details[open]')) details.removeAttribute('open');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // Escape closes the sub-menu that holds focus and returns focus to its summary.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const details = event.target.closest('details');
    if (!details?.open) return;
    event.preventDefault();
    event.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <nav ref={ref} aria-label={t('mainNavigation')} onKeyDown={onKeyDown} data-navigation-level="primary">
      <ul className={`${navList} ${primaryList}`}>
        {items.map((item) => {
          const children = item.children ?? [];
          const current = isCurrent(item, currentHref) || children.some((child) => isCurrent(child, currentHref));
          return (
            <li key={`${item.href}|${item.label}`} className={primaryItem}>
              {children.length > 0 ? (
                <Disclosure
                  summary={<span data-current={current ? '' : undefined}>{item.label}</span>}
                  name={groupName}
                  className={submenu}
                >
                  <ul className={subList} data-navigation-level="secondary">
                    <li>
                      <Link link={item} current={isCurrent(item, currentHref)} />
                    </li>
                    {children.map((child) => (
                      <li key={`${child.href}|${child.label}`}>
                        <Link link={child} current={isCurrent(child, currentHref)} />
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              ) : (
                <Link link={item} current={isCurrent(item, currentHref)} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function SearchEntry({ action = DEFAULT_SEARCH_PATH, recommendedTerms = [] }: SearchEntryModel) {
  const t = useText();
  const inputId = useId();
  const termsId = useId();
  return (
    <search className={searchField} aria-label={t('searchLabel')}>
      <form className={searchForm} method="get" action={action}>
        <label htmlFor={inputId} className={searchLabel}>
          {t('searchLabel')}
        </label>
        <input id={inputId} className={searchInput} type="search" name="q" autoComplete="off" enterKeyHint="search" />
        <button type="submit" className={searchButton}>
          {t('search')}
        </button>
      </form>
      {recommendedTerms.length > 0 ? (
        <div className={searchTerms}>
          <p id={termsId} className={smallPrint}>
            {t('recommendedSearches')}
          </p>
          <ul className={secondaryList} aria-labelledby={termsId}>
            {recommendedTerms.map((term) => (
              <li key={term}>
                <a href={searchHref(term, action)}>{term}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}

/** A flat navigation level (secondary, tertiary): a labelled nav with one list of links. */
function NavigationList({
  level,
  label,
  links,
  className,
  currentHref,
}: {
  level: 'secondary' | 'tertiary';
  label: string;
  links: LinkModel[];
  className: string;
  currentHref?: string;
}) {
  return (
    <nav aria-label={label} data-navigation-level={level}>
      <ul className={className}>
        {links.map((link) => (
          <li key={`${link.href}|${link.label}`}>
            <Link link={link} current={isCurrent(link, currentHref)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site header. The bar keeps the logo, today's opening hours, the languages and the ticket call
 * to action; the menu panel holds three navigation levels, the search, the featured links and the
 * call to action. Sub-menus are native details/summary (they work before hydration); below the lg
 * breakpoint a menu button (WAI-ARIA disclosure) shows and hides the panel, and without scripting
 * the panel simply stays open.
 */
export function Header({
  site,
  mainNavigation,
  secondaryNavigation = [],
  tertiaryNavigation = [],
  featuredNavigation = [],
  cta,
  ticketCta,
  languages,
  openingHoursToday,
  practicalInfoLink,
  search,
  currentHref,
}: HeaderModel) {
  const t = useText();
  const panelId = useId();
  const groupName = useId();
  const featuredId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  const headerRef = useRef<HTMLElement>(null);

  // Escape inside the open menu closes it and returns focus to the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !headerRef.current?.contains(event.target)) return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={header} ref={headerRef}>
      <Container>
        <div className={bar}>
          <Logo id={site.logo} siteName={site.name} href={site.homeHref} />
          <div className={toolbar}>
            {openingHoursToday ? (
              <p className={hours}>
                {practicalInfoLink ? <a href={practicalInfoLink.href}>{openingHoursToday}</a> : openingHoursToday}
              </p>
            ) : null}
            <LanguageSwitcher languages={languages} />
            {ticketCta ? <Link link={ticketCta} className={ticketCtaClass} /> : null}
            <button
              ref={buttonRef}
              type="button"
              className={menuButton}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className={menuIcon} aria-hidden="true" data-open={menuOpen ? '' : undefined} />
              {t('menu')}
            </button>
          </div>
        </div>
        <div id={panelId} className={panel} data-open={menuOpen ? '' : undefined}>
          {mainNavigation.length > 0 ? (
            <PrimaryNavigation items={mainNavigation} currentHref={currentHref} groupName={groupName} />
          ) : null}
          {secondaryNavigation.length > 0 || cta ? (
            <div className={toolbar}>
              {secondaryNavigation.length > 0 ? (
                <NavigationList
                  level="secondary"
                  label={t('secondaryNavigation')}
                  links={secondaryNavigation}
                  className={secondaryList}
                  currentHref={currentHref}
                />
              ) : null}
              {cta ? <Link link={cta} className={ctaClass} /> : null}
            </div>
          ) : null}
          <SearchEntry {...search} />
          {featuredNavigation.length > 0 ? (
            <section aria-labelledby={featuredId}>
              <h2 id={featuredId} className={smallPrint}>
                {t('featuredNavigation')}
              </h2>
              <ul className={featuredList}>
                {featuredNavigation.map((item) => (
                  <li key={`${item.link.href}|${item.link.label}`}>
                    <Link link={item.link} className={featuredItem}>
                      {item.image ? (
                        <ResponsiveImage image={{ ...item.image, alt: '' }} sizes="8rem" className={featuredImage} />
                      ) : null}
                      <span className={featuredText}>
                        <span>{item.link.label}</span>
                        {item.description ? <span className={smallPrint}>{item.description}</span> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {tertiaryNavigation.length > 0 ? (
            <NavigationList
              level="tertiary"
              label={t('tertiaryNavigation')}
              links={tertiaryNavigation}
              className={tertiaryList}
              currentHref={currentHref}
            />
          ) : null}
        </div>
      </Container>
    </header>
  );
}
