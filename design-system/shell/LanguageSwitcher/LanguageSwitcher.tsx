import { type KeyboardEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { type Locale, localeNames } from '../../i18n/locales';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
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
 * slim bar) one button showing the current code that opens the list of languages by name. The compact list is a
 * native details/summary (works before scripts); Escape, a press outside and a followed link close it.
 */
export function LanguageSwitcher({ languages, compact = false }: { languages: LanguageOption[]; compact?: boolean }) {
  const t = useText();
  const scripts = useScriptsRunning();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (!compact) return;
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [compact]);

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
  if (!compact) return <nav aria-label={t('languageSwitcher')}>{links(list)}</nav>;

  const current = languages.find((language) => language.current) ?? languages[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    event.preventDefault();
    event.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <nav aria-label={t('languageSwitcher')}>
      {/* A followed link closes the menu (a client-side navigation keeps the header mounted). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noNoninteractiveElementInteractions: links carry the keyboard */}
      <details
        ref={detailsRef}
        className={compactMenu}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a') && detailsRef.current)
            detailsRef.current.open = false;
        }}
      >
        <summary className={compactSummary}>
          {current ? (
            <>
              <span aria-hidden="true">{current.locale}</span>
              <VisuallyHidden>
                {current.locale} {localeNames[current.locale]}
              </VisuallyHidden>
            </>
          ) : null}
          <span className={chevron} aria-hidden="true" />
        </summary>
        {links(dropdown)}
      </details>
    </nav>
  );
}
