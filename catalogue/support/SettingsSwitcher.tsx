import { useId } from 'react';
import { isLocale, localeNames, locales } from '@design-system/i18n/locales';
import { samplePageTheme } from '@tokens/pageThemes';
import { siteTokens, themedSiteIds } from '@tokens/sites';
import { bar, field, label, select } from './SettingsSwitcher.css';
import { type CatalogueSettings, SAMPLE_PAGE_THEME, writeSettings } from './settings';

/**
 * Three labelled selects: the site theme, the language every story is shown in, and whether a page
 * theme (the sample, tokens/pageThemes.ts) overrides the site's colours as a page's own theme would.
 */
export function SettingsSwitcher({ settings }: { settings: CatalogueSettings }) {
  const siteId = useId();
  const localeId = useId();
  const pageThemeId = useId();
  return (
    <form
      className={bar}
      lang="en"
      aria-label="Catalogue settings"
      data-catalogue-switcher=""
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={field}>
        <label className={label} htmlFor={siteId}>
          Site theme
        </label>
        <select
          id={siteId}
          className={select}
          value={settings.site}
          onChange={(event) => {
            const site = themedSiteIds.find((id) => id === event.target.value);
            if (site) writeSettings({ site });
          }}
        >
          {themedSiteIds.map((id) => (
            <option key={id} value={id}>
              {siteTokens[id].label}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={localeId}>
          Language
        </label>
        <select
          id={localeId}
          className={select}
          value={settings.locale}
          onChange={(event) => {
            const locale = event.target.value;
            if (isLocale(locale)) writeSettings({ locale });
          }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeNames[locale]} ({locale})
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={pageThemeId}>
          Page theme
        </label>
        <select
          id={pageThemeId}
          className={select}
          value={settings.pageTheme ? SAMPLE_PAGE_THEME : 'none'}
          onChange={(event) => writeSettings({ pageTheme: event.target.value === SAMPLE_PAGE_THEME })}
        >
          <option value="none">None (the site theme’s colours)</option>
          <option value={SAMPLE_PAGE_THEME}>{samplePageTheme.label}</option>
        </select>
      </div>
    </form>
  );
}
