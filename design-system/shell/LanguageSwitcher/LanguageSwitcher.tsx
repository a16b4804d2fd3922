import { useSyncExternalStore } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { type Locale, localeNames } from '../../i18n/locales';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { list } from './LanguageSwitcher.css';

/** One language the current page exists in, with the URL of that translation. */
export interface LanguageOption {
  locale: Locale;
  /** The translation's URL: where the link goes once the page's scripts run. */
  href: string;
  /**
   * Where the link goes before the scripts run or without them, when that differs: a URL that
   * records the visitor's choice and then sends them on to `href`.
   */
  switchHref?: string;
  current: boolean;
}

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page runs in the browser. */
function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Links to the page's translations, each named in its own language. */
export function LanguageSwitcher({ languages }: { languages: LanguageOption[] }) {
  const t = useText();
  const scripts = useScriptsRunning();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('languageSwitcher')}>
      <ul className={list}>
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={scripts ? language.href : (language.switchHref ?? language.href)}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.current ? 'true' : undefined}
            >
              <span aria-hidden="true">{language.locale}</span>
              <VisuallyHidden>
                {language.locale} {localeNames[language.locale]}
              </VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
