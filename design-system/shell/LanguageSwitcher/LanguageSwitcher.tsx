import { useText } from '../../i18n/LocaleContext';
import { type Locale, localeNames } from '../../i18n/locales';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { list } from './LanguageSwitcher.css';

/** One language the current page exists in, with the URL of that translation. */
export interface LanguageOption {
  locale: Locale;
  href: string;
  current: boolean;
}

/** Links to the page's translations, each named in its own language. */
export function LanguageSwitcher({ languages }: { languages: LanguageOption[] }) {
  const t = useText();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('languageSwitcher')}>
      <ul className={list}>
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
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
