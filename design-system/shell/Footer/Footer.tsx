import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Link, type LinkModel } from '../../primitives/Link';
import { address as addressClass, bottom, columns, footer, groupTitle, linkList } from './Footer.css';

export interface FooterGroup {
  title: string;
  links: LinkModel[];
}

export interface PostalAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
}

export interface FooterModel {
  groups: FooterGroup[];
  policyLinks: LinkModel[];
  address?: PostalAddress;
}

export function Footer({ groups, policyLinks, address }: FooterModel) {
  const t = useText();
  return (
    <footer className={footer}>
      <Container>
        <div className={columns}>
          {address ? (
            <section aria-labelledby="footer-address">
              <h2 id="footer-address" className={groupTitle}>
                {t('address')}
              </h2>
              <address className={addressClass}>
                {address.name}
                <br />
                {address.street}
                <br />
                {address.zip} {address.city}
              </address>
            </section>
          ) : null}
          {groups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`} className={groupTitle}>
                {group.title}
              </h2>
              <ul className={linkList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {policyLinks.length > 0 ? (
          <nav aria-label={t('footerNavigation')}>
            <ul className={`${linkList} ${bottom}`}>
              {policyLinks.map((link) => (
                <li key={link.href}>
                  <Link link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Container>
    </footer>
  );
}
