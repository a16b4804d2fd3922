'use client';

import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { Button } from '@design-system/primitives/Button';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { Disclosure } from '@design-system/primitives/Disclosure';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { SearchField } from '@design-system/primitives/SearchField';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { type LanguageOption, LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import type { SiteIdentity } from '../SiteShell/ShellModel';
import {
  bar,
  barNavigation,
  belowSm,
  featuredImage,
  featuredItem,
  featuredList,
  featuredText,
  fromSm,
  header,
  hours,
  menuIcon,
  menuLabel,
  navList,
  panel,
  panelNavigation,
  primaryItem,
  primaryList,
  searchIcon,
  searchTerms,
  secondaryList,
  smallPrint,
  subList,
  submenu,
  tertiaryList,
  toolbar,
  withScript,
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

/**
 * Whether the first level fits on one line between the logo and the bar's tools. When it does not (a site with long
 * item names), it moves into the menu, as on narrower screens. Measured from the items' own widths, so it does not
 * depend on where the navigation is shown; true in the server's HTML.
 */
function useNavigationFits(barRef: RefObject<HTMLDivElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const bar = barRef.current;
    const [logo, navigation, tools] = bar?.children ?? [];
    const list = navigation?.querySelector('ul');
    if (!bar || !logo || !tools || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      let needed = -gap;
      for (const item of list.children) needed += item.getBoundingClientRect().width + gap;
      const barGap = Number.parseFloat(getComputedStyle(bar).columnGap) || 0;
      setFits(needed <= bar.clientWidth - logo.clientWidth - tools.clientWidth - 2 * barGap);
    });
    observer.observe(bar);
    observer.observe(list);
    return () => observer.disconnect();
  }, [barRef]);
  return fits;
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
  return (
    <nav aria-label={t('mainNavigation')} data-navigation-level="primary">
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

/** The header's search: the search field, its recommended terms beside it. `inputId` lets the header focus it. */
export function SearchEntry({
  action = DEFAULT_SEARCH_PATH,
  recommendedTerms = [],
  inputId: givenInputId,
}: SearchEntryModel & { inputId?: string }) {
  const t = useText();
  const ownInputId = useId();
  const inputId = givenInputId ?? ownInputId;
  const termsId = useId();
  return (
    <SearchField
      action={action}
      landmarkLabel={t('searchLabel')}
      label={t('searchLabel')}
      submitLabel={t('search')}
      placement="menu"
      inputId={inputId}
    >
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
    </SearchField>
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
 * The site header: one slim row with the logo, the first navigation level (from xl), the language menu and the
 * ticket call to action (from sm), a search button and a menu button. The menu (WAI-ARIA disclosure) opens on
 * demand at every width and holds today's opening hours, the search, the featured links, the second and third
 * levels and the call to action (below xl the first level too, below sm the languages and the ticket); Escape, a
 * press outside, a followed link or a new page close it, and focus returns to the button. Sub-menus are native details/summary (they work before hydration); without
 * scripting the menu simply stays open.
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
  const barRef = useRef<HTMLDivElement>(null);
  const navFits = useNavigationFits(barRef);
  const searchInputId = useId();

  // The menu closes when the page changes (a client-side navigation keeps the header mounted).
  useEffect(() => setMenuOpen(false), [currentHref]);

  // A press outside an open sub-menu or language menu closes it; outside the header, the menu too.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const details of headerRef.current?.querySelectorAll('details[open]') ?? []) {
        if (!target || !details.contains(target)) details.removeAttribute('open');
      }
      if (!target || !headerRef.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // Escape closes the open sub-menu or language menu that holds focus (focus returns to its summary), else the
  // menu (focus returns to the menu button).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const details = event.target.closest('details');
    if (details?.open) {
      details.open = false;
      details.querySelector('summary')?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      buttonRef.current?.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  // A followed link closes the menu and any open disclosure (also before a client-side navigation changes the page).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    setMenuOpen(false);
    for (const details of headerRef.current?.querySelectorAll('details[open]') ?? []) details.removeAttribute('open');
  };

  // Today's hours, at the top of the menu.
  const hoursToday = openingHoursToday ? (
    practicalInfoLink ? (
      <a href={practicalInfoLink.href}>{openingHoursToday}</a>
    ) : (
      openingHoursToday
    )
  ) : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links and buttons inside carry the keyboard; this only listens
    <header
      className={header}
      ref={headerRef}
      data-navigation-fits={navFits ? undefined : 'no'}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Container>
        <div className={bar} ref={barRef}>
          <Logo id={site.logo} mark={site.logoMark} siteName={site.name} href={site.homeHref} />
          {mainNavigation.length > 0 ? (
            <div className={barNavigation}>
              <PrimaryNavigation items={mainNavigation} currentHref={currentHref} groupName={groupName} />
            </div>
          ) : null}
          <div className={toolbar}>
            <div className={fromSm}>
              <LanguageSwitcher languages={languages} compact />
            </div>
            {ticketCta ? (
              <div className={fromSm}>
                <ButtonLink link={ticketCta} />
              </div>
            ) : null}
            <div className={withScript}>
              <Button
                variant="secondary"
                iconOnly
                aria-controls={panelId}
                aria-expanded={menuOpen}
                onClick={() => {
                  // The search button opens the menu with the cursor in the search field (once the menu shows).
                  setMenuOpen(true);
                  requestAnimationFrame(() => document.getElementById(searchInputId)?.focus());
                }}
              >
                <span className={searchIcon} aria-hidden="true" />
                <VisuallyHidden>{t('search')}</VisuallyHidden>
              </Button>
              <Button
                ref={buttonRef}
                variant="secondary"
                iconOnly
                aria-expanded={menuOpen}
                aria-controls={panelId}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <span className={menuIcon} aria-hidden="true" data-open={menuOpen ? '' : undefined} />
                <span className={menuLabel}>{t('menu')}</span>
              </Button>
            </div>
          </div>
        </div>
        <div id={panelId} className={panel} data-open={menuOpen ? '' : undefined}>
          {mainNavigation.length > 0 ? (
            <div className={panelNavigation}>
              <PrimaryNavigation items={mainNavigation} currentHref={currentHref} groupName={`${groupName}-panel`} />
            </div>
          ) : null}
          {ticketCta || languages.length > 1 ? (
            <div className={`${toolbar} ${belowSm}`}>
              <LanguageSwitcher languages={languages} />
              {ticketCta ? <ButtonLink link={ticketCta} /> : null}
            </div>
          ) : null}
          {hoursToday ? <p className={hours}>{hoursToday}</p> : null}
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
              {cta ? <ButtonLink link={cta} variant="secondary" /> : null}
            </div>
          ) : null}
          <SearchEntry {...search} inputId={searchInputId} />
          {featuredNavigation.length > 0 ? (
            // A labelled region, not a heading: nothing in the header comes before the page's h1 in the outline.
            <section aria-labelledby={featuredId}>
              <p id={featuredId} className={smallPrint}>
                {t('featuredNavigation')}
              </p>
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
