import type { ReactNode } from 'react';
import { type DictionaryKey, useLocale, useText } from '@design-system/i18n';
import { Container } from '@design-system/primitives/Container';
import { Grid } from '@design-system/primitives/Grid';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import {
  address as addressClass,
  bottom,
  description,
  footer,
  groupTitle,
  inlineList,
  linkList,
  socialIcon,
  socialList,
} from './Footer.css';
import { type MuseumRegion, museumLinksFor } from './museumLinks';
import { SocialIcon } from './SocialIcon';
import { profileHost, socialPlatform, socialPlatformNames } from './socialPlatform';

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

/** A social profile of the site (root data socialProfiles: a list of urls). */
export interface SocialProfile {
  url: string;
}

export interface FooterModel {
  /** Titled link groups (root data footerNavigation.groups). */
  groups: FooterGroup[];
  /** Policy pages: privacy, cookies, accessibility statement (navigation footer.policyPages). */
  policyLinks: LinkModel[];
  address?: PostalAddress;
  /** Untitled general links (root data footerNavigation.general). */
  general?: LinkModel[];
  /** Featured subsites (root data footerNavigation.featured, from the site config's subsites). */
  featured?: LinkModel[];
  /** Social profiles; facebook, instagram, twitter/x and youtube get an icon, others a plain link. */
  socialProfiles?: SocialProfile[];
  /** The site's organisation description (root data organizationDescription). */
  organizationDescription?: string;
  /** The fixed list of the National Museum's museums, by locale. Shown unless false. */
  showMuseumLinks?: boolean;
}

const regionTitle: Record<MuseumRegion, DictionaryKey> = {
  copenhagen: 'museumRegionCopenhagen',
  zealand: 'museumRegionZealand',
  jutland: 'museumRegionJutland',
};

function LinkList({ links, className }: { links: LinkModel[]; className?: string }) {
  return (
    <ul className={className ? `${linkList} ${className}` : linkList}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <Link link={link} />
        </li>
      ))}
    </ul>
  );
}

/** One column of the footer's grid: one column on phones, two from md, four from lg. */
const COLUMN = { base: 12, md: 6, lg: 3 } as const;

function TitledNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Grid.Item as="nav" aria-labelledby={id} span={COLUMN}>
      <h2 id={id} className={groupTitle}>
        {title}
      </h2>
      {children}
    </Grid.Item>
  );
}

/** Social profiles: an icon with the platform's name for the four known platforms, else the host. */
export function SocialLinks({ profiles }: { profiles: SocialProfile[] }) {
  const t = useText();
  return (
    <ul className={socialList}>
      {profiles.map((profile) => {
        const platform = socialPlatform(profile.url);
        const host = profileHost(profile.url) ?? profile.url;
        return (
          <li key={profile.url}>
            <a href={profile.url} rel="noopener" data-platform={platform ?? 'other'}>
              {platform ? (
                <>
                  <SocialIcon platform={platform} className={socialIcon} />
                  <VisuallyHidden>
                    {socialPlatformNames[platform]} ({t('externalSite')})
                  </VisuallyHidden>
                </>
              ) : (
                <>
                  {host}
                  <VisuallyHidden> ({t('externalSite')})</VisuallyHidden>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The site footer: address, general links, titled groups, featured subsites, the museum list,
 * social profiles and policy pages. Every link is in the server-rendered HTML.
 */
export function Footer({
  groups,
  policyLinks,
  address,
  general = [],
  featured = [],
  socialProfiles = [],
  organizationDescription,
  showMuseumLinks = true,
}: FooterModel) {
  const t = useText();
  const locale = useLocale();
  const museums = showMuseumLinks ? museumLinksFor(locale) : [];
  // The English list on a German or Swedish page is English text: say so to speech output.
  const museumsLang = locale === 'da' || locale === 'en' ? undefined : 'en';
  const hasColumns = Boolean(address || organizationDescription || general.length || groups.length || featured.length);
  return (
    <footer className={footer}>
      <Container>
        <Stack gap="xl">
          {hasColumns ? (
            <Grid rowGap="xl">
              {address ? (
                <Grid.Item as="section" aria-labelledby="footer-address" span={COLUMN}>
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
                  {organizationDescription ? <p className={description}>{organizationDescription}</p> : null}
                </Grid.Item>
              ) : organizationDescription ? (
                <Grid.Item span={COLUMN}>
                  <p className={description}>{organizationDescription}</p>
                </Grid.Item>
              ) : null}
              {general.length > 0 ? (
                <TitledNav id="footer-general" title={t('generalLinks')}>
                  <LinkList links={general} />
                </TitledNav>
              ) : null}
              {groups.map((group, index) => (
                <TitledNav key={group.title} id={`footer-group-${index}`} title={group.title}>
                  <LinkList links={group.links} />
                </TitledNav>
              ))}
              {featured.length > 0 ? (
                <TitledNav id="footer-featured" title={t('featuredSites')}>
                  <LinkList links={featured} />
                </TitledNav>
              ) : null}
            </Grid>
          ) : null}
          {museums.length > 0 ? (
            <nav aria-labelledby="footer-museums" data-museum-links={locale === 'da' ? 'da' : 'en'}>
              <h2 id="footer-museums" className={groupTitle}>
                {t('ourMuseums')}
              </h2>
              <Grid lang={museumsLang}>
                {museums.map((group) => (
                  <Grid.Item
                    as="section"
                    key={group.region}
                    aria-labelledby={`footer-museums-${group.region}`}
                    span={{ base: 12, md: 4 }}
                  >
                    <h3 id={`footer-museums-${group.region}`} className={groupTitle}>
                      {t(regionTitle[group.region])}
                    </h3>
                    <LinkList links={group.links} />
                  </Grid.Item>
                ))}
              </Grid>
            </nav>
          ) : null}
          {socialProfiles.length > 0 ? (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={groupTitle}>
                {t('followUs')}
              </h2>
              <SocialLinks profiles={socialProfiles} />
            </section>
          ) : null}
          {policyLinks.length > 0 ? (
            <nav aria-label={t('policyPages')} className={bottom}>
              <LinkList links={policyLinks} className={inlineList} />
            </nav>
          ) : null}
        </Stack>
      </Container>
    </footer>
  );
}
