import type { Story, StoryDefault } from '@ladle/react';
import { Header, type HeaderModel } from '../../../design-system/shell/Header';
import {
  headerFixtures as f,
  mainNavigationByLocale,
  openingHoursTodayByLocale,
} from '../../../fixtures/components/Header.fixtures';
import { allLanguages } from '../../../fixtures/components/LanguageSwitcher.fixtures';
import { siteIdentity, useCatalogueSettings } from '../../support/settings';

export default { title: 'Shell/Header' } satisfies StoryDefault;

/** The selected site's identity with navigation and opening hours in the selected language. */
export const Default: Story = () => {
  const { site, locale } = useCatalogueSettings();
  const model: HeaderModel = {
    site: siteIdentity(site),
    mainNavigation: mainNavigationByLocale[locale],
    languages: allLanguages(locale),
    openingHoursToday: openingHoursTodayByLocale[locale],
    currentHref: mainNavigationByLocale[locale][1]?.href,
  };
  return <Header {...model} />;
};
export const LongText: Story = () => <Header {...f.longText} />;
export const Minimal: Story = () => <Header {...f.minimal} />;
