'use client';

import { useSyncExternalStore } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { type Locale, localeNames } from '@design-system/i18n/locales';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { chevron, compactMenu, compactSummary, dropdown, list } from './LanguageSwitcher.css';

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

/** One link to a translation, named in its own language. */
function LanguageLink({ language, scripts, full }: { language: LanguageOption; scripts: boolean; full: boolean }) {
  return (
    <a
      href={scripts ? language.href : (language.switchHref ?? language.href)}
      hrefLang={language.locale}
      lang={language.locale}
      aria-current={language.current ? 'true' : undefined}
    >
      {full ? (
        localeNames[language.locale]
      ) : (
        <>
          <span aria-hidden="true">{language.locale}</span>
          <VisuallyHidden>
            {language.locale} {localeNames[language.locale]}
          </VisuallyHidden>
        </>
      )}
    </a>
  );
}

/**
 * Links to the page's translations, each named in its own language: a row of language codes, or (`compact`, for a
 * slim bar) one summary showing the current code that opens the list of languages by name. The compact list is a
 * native details/summary (it works before scripts); the host closes it (the Header: Escape, a press outside, a
 * followed link).
 */
export function LanguageSwitcher({ languages, compact = false }: { languages: LanguageOption[]; compact?: boolean }) {
  const t = useText();
  const scripts = useScriptsRunning();
  if (languages.length < 2) return null;
  const links = (className: string) => (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language.locale}>
          <LanguageLink language={language} scripts={scripts} full={compact} />
        </li>
      ))}
    </ul>
  );
  const current = languages.find((language) => language.current) ?? languages[0];
  return (
    <nav aria-label={t('languageSwitcher')}>
      {compact && current ? (
        <details className={compactMenu}>
          <summary className={compactSummary}>
            <span aria-hidden="true">{current.locale}</span>
            <VisuallyHidden>
              {current.locale} {localeNames[current.locale]}
            </VisuallyHidden>
            <span className={chevron} aria-hidden="true" />
          </summary>
          {links(dropdown)}
        </details>
      ) : (
        links(list)
      )}
    </nav>
  );
}
