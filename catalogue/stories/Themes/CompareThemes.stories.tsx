import type { Story, StoryDefault } from '@ladle/react';
import { useId } from 'react';
import { siteIdentity, useCatalogueSettings } from '@catalogue/support/settings';
import { PageHero } from '@design-system/blocks/PageHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { LocaleProvider } from '@design-system/i18n';
import { Button } from '@design-system/primitives/Button';
import { Header } from '@design-system/shell/Header';
import { siteThemeClass, themeRoot } from '@design-system/theme';
import { headerContent } from '@fixtures/components/Header.fixtures';
import { pageHeroFor } from '@fixtures/components/PageHero.fixtures';
import { teaserGridFor } from '@fixtures/components/TeaserGrid.fixtures';
import { siteTokens, type ThemedSiteId, themedSiteIds } from '@tokens/sites';
import { buttons, panel, panelLabel, panels } from './CompareThemes.css';

export default {
  title: 'Themes/Compare All Site Themes',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'Checking a change against every site theme at once: the same header, hero, teasers and buttons in each theme of tokens/sites.ts.',
      props:
        'None: the site list comes from tokens/sites.ts, the language from the switcher; each panel shows that site’s own content.',
      accessibility:
        'Each theme is a region named by the site; the catalogue’s axe run checks every panel’s colours in the full WCAG run.',
    },
  },
} satisfies StoryDefault;

const buttonLabels = {
  da: { primary: 'Køb billet', secondary: 'Se åbningstider', link: 'Læs mere om museet', disabled: 'Udsolgt' },
  en: { primary: 'Buy tickets', secondary: 'Opening hours', link: 'More about the museum', disabled: 'Sold out' },
  de: { primary: 'Tickets kaufen', secondary: 'Öffnungszeiten', link: 'Mehr über das Museum', disabled: 'Ausverkauft' },
  sv: { primary: 'Köp biljett', secondary: 'Öppettider', link: 'Läs mer om museet', disabled: 'Slutsålt' },
} as const;

/** One site's header, hero, teaser row and buttons in its own theme. */
function ThemePanel({ site }: { site: ThemedSiteId }) {
  const { locale } = useCatalogueSettings();
  const labelId = useId();
  const labels = buttonLabels[locale];
  return (
    <section className={panel} aria-labelledby={labelId}>
      <p id={labelId} className={panelLabel} lang="en">
        {siteTokens[site].label} ({site})
      </p>
      <div className={`${siteThemeClass[site]} ${themeRoot}`} data-compare-site={site}>
        <Header site={siteIdentity(site)} {...headerContent(locale)} />
        <PageHero {...pageHeroFor({ site, locale })} />
        <TeaserGrid {...teaserGridFor({ site, locale })} />
        <div className={buttons}>
          <Button>{labels.primary}</Button>
          <Button variant="secondary">{labels.secondary}</Button>
          <Button variant="link">{labels.link}</Button>
          <Button disabled>{labels.disabled}</Button>
        </div>
      </div>
    </section>
  );
}

/** Every site theme side by side, in the selected language. */
export const Default: Story = () => {
  const { locale } = useCatalogueSettings();
  return (
    <LocaleProvider locale={locale}>
      <div className={panels} lang={locale}>
        {themedSiteIds.map((site) => (
          <ThemePanel key={site} site={site} />
        ))}
      </div>
    </LocaleProvider>
  );
};
