import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Link, type LinkModel } from '../../primitives/Link';
import { type LanguageOption, LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import type { SiteIdentity } from '../SiteShell/ShellModel';
import { bar, header, hours, navList } from './Header.css';

export interface HeaderModel {
  site: SiteIdentity;
  mainNavigation: LinkModel[];
  languages: LanguageOption[];
  /** Today's opening hours as display text, e.g. "Åbent i dag 10.00 - 17.00". */
  openingHoursToday?: string;
  /** The href of the current page, to mark the matching navigation item. */
  currentHref?: string;
}

export function Header({ site, mainNavigation, languages, openingHoursToday, currentHref }: HeaderModel) {
  const t = useText();
  return (
    <header className={header}>
      <Container>
        <div className={bar}>
          <Logo id={site.logo} siteName={site.name} href={site.homeHref} />
          {openingHoursToday ? <p className={hours}>{openingHoursToday}</p> : null}
          <LanguageSwitcher languages={languages} />
        </div>
        {mainNavigation.length > 0 ? (
          <nav aria-label={t('mainNavigation')}>
            <ul className={navList}>
              {mainNavigation.map((link) => (
                <li key={link.href}>
                  <Link link={link} current={link.href === currentHref} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Container>
    </header>
  );
}
