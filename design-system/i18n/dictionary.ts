import type { Locale } from './locales';

/**
 * The user-interface dictionary in all four languages. Content comes from the CMS; these are the
 * words of the interface itself.
 */
const da = {
  skipToMain: 'Gå til hovedindhold',
  mainNavigation: 'Hovednavigation',
  footerNavigation: 'Sidefod',
  languageSwitcher: 'Vælg sprog',
  currentLanguage: 'valgt sprog',
  frontPage: 'Forside',
  openingHours: 'Åbningstider',
  address: 'Adresse',
  notFoundTitle: 'Siden blev ikke fundet',
  notFoundDescription: 'Siden findes ikke længere, eller adressen er skrevet forkert.',
  errorTitle: 'Vi kan desværre ikke vise siden',
  errorDescription: 'Prøv igen senere, eller kontakt os hvis fejlen fortsætter',
  backToFrontPage: 'Gå til forsiden',
  statusCode: 'Fejlkode',
  imageGenericAlt: 'Billede fra museets samling',
  opensInNewWindow: 'åbner i et nyt vindue',
  readMore: 'Læs mere',
  followUs: 'Følg os',
  externalSite: 'ekstern side',
};

export type DictionaryKey = keyof typeof da;
export type Dictionary = Record<DictionaryKey, string>;

const en: Dictionary = {
  skipToMain: 'Skip to main content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Footer',
  languageSwitcher: 'Choose language',
  currentLanguage: 'current language',
  frontPage: 'Front page',
  openingHours: 'Opening hours',
  address: 'Address',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page no longer exists, or the address was mistyped.',
  errorTitle: 'We are sorry, the page cannot be shown',
  errorDescription: 'Please try again later, or contact us if the problem persists',
  backToFrontPage: 'Go to the front page',
  statusCode: 'Error code',
  imageGenericAlt: "Image from the museum's collection",
  opensInNewWindow: 'opens in a new window',
  readMore: 'Read more',
  followUs: 'Follow us',
  externalSite: 'external site',
};

const de: Dictionary = {
  skipToMain: 'Zum Hauptinhalt springen',
  mainNavigation: 'Hauptnavigation',
  footerNavigation: 'Fußzeile',
  languageSwitcher: 'Sprache wählen',
  currentLanguage: 'aktuelle Sprache',
  frontPage: 'Startseite',
  openingHours: 'Öffnungszeiten',
  address: 'Adresse',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundDescription: 'Die Seite existiert nicht mehr, oder die Adresse ist falsch geschrieben.',
  errorTitle: 'Die Seite kann leider nicht angezeigt werden',
  errorDescription: 'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns, wenn der Fehler bestehen bleibt',
  backToFrontPage: 'Zur Startseite',
  statusCode: 'Fehlercode',
  imageGenericAlt: 'Bild aus der Sammlung des Museums',
  opensInNewWindow: 'öffnet in einem neuen Fenster',
  readMore: 'Mehr lesen',
  followUs: 'Folgen Sie uns',
  externalSite: 'externe Seite',
};

const sv: Dictionary = {
  skipToMain: 'Gå till huvudinnehåll',
  mainNavigation: 'Huvudnavigering',
  footerNavigation: 'Sidfot',
  languageSwitcher: 'Välj språk',
  currentLanguage: 'valt språk',
  frontPage: 'Startsida',
  openingHours: 'Öppettider',
  address: 'Adress',
  notFoundTitle: 'Sidan hittades inte',
  notFoundDescription: 'Sidan finns inte längre, eller så är adressen felstavad.',
  errorTitle: 'Vi kan tyvärr inte visa sidan',
  errorDescription: 'Försök igen senare, eller kontakta oss om felet kvarstår',
  backToFrontPage: 'Gå till startsidan',
  statusCode: 'Felkod',
  imageGenericAlt: 'Bild från museets samling',
  opensInNewWindow: 'öppnas i ett nytt fönster',
  readMore: 'Läs mer',
  followUs: 'Följ oss',
  externalSite: 'extern sida',
};

export const dictionaries: Record<Locale, Dictionary> = { da, en, de, sv };

/**
 * A word of the interface. A missing key or locale gives an empty text and a warning (spec 5).
 */
export function translate(locale: string, key: string): string {
  const dictionary = (dictionaries as Record<string, Dictionary | undefined>)[locale];
  if (!dictionary) {
    console.warn(`[i18n] Missing dictionary for locale "${locale}"`);
    return '';
  }
  const text = (dictionary as Record<string, string | undefined>)[key];
  if (text === undefined) {
    console.warn(`[i18n] Missing dictionary key "${key}" for locale "${locale}"`);
    return '';
  }
  return text;
}
