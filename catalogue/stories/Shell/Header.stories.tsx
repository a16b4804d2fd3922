import type { Story, StoryDefault } from '@ladle/react';
import { siteIdentity, useCatalogueSettings } from '@catalogue/support/settings';
import { Header, type HeaderModel } from '@design-system/shell/Header';
import { headerFixtures as f, headerContent, mainNavigationByLocale } from '@fixtures/components/Header.fixtures';

export default {
  title: 'Shell/Header',
  meta: {
    usage: {
      when: 'The header of every page: logo, main navigation with sub-menus, search, language and ticket call to action.',
      props:
        'site (name, logo), mainNavigation, secondaryNavigation, tertiaryNavigation, featuredNavigation, languages, ticketCta, search, currentHref.',
      accessibility:
        'A banner landmark with a labelled nav; sub-menus open with buttons (aria-expanded); the current page is marked with aria-current.',
    },
  },
} satisfies StoryDefault;

/**
 * The selected site's identity with the whole header in the selected language: three navigation
 * levels (the first with sub-menus), featured links, the calls to action, the search.
 * Below 1024 px the menu button shows the navigation.
 */
export const Default: Story = () => {
  const { site, locale } = useCatalogueSettings();
  const model: HeaderModel = {
    site: siteIdentity(site),
    ...headerContent(locale),
    currentHref: mainNavigationByLocale[locale][1]?.children?.[0]?.href,
  };
  return <Header {...model} />;
};
export const LongText: Story = () => <Header {...f.longText} />;
/** Only the logo, a single language and the search. */
export const Minimal: Story = () => <Header {...f.minimal} />;
/** The first level only, no featured links or calls to action. */
export const NavigationOnly: Story = () => {
  const { site, locale } = useCatalogueSettings();
  return <Header site={siteIdentity(site)} mainNavigation={mainNavigationByLocale[locale]} languages={[]} />;
};
