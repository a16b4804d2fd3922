import { useId } from 'react';
import { isLocale, localeNames, locales } from '../../design-system/i18n/locales';
import { siteTokens, themedSiteIds } from '../../tokens/sites';
import { bar, field, label, select } from './SettingsSwitcher.css';
import { type CatalogueSettings, writeSettings } from './settings';

/** Two labelled selects: the site theme and the language every story is shown in. */
export function SettingsSwitcher({ settings }: { settings: CatalogueSettings }) {
  const siteId = useId();
  const localeId = useId();
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
    </form>
  );
}
