/**
 * Danish words the catalogue's sidebar search finds components by: the designers and editors call a
 * calendar "kalender", not "Calendar Days". One entry per component (its story title), in the words an
 * editor at the museum uses. Ladle's own search only matches story ids (English): the
 * `danishSearch()` Vite plugin (danishSearch.ts) makes it match these aliases too.
 */
export const danishAliases: Record<string, string[]> = {
  'Primitives/Accordion': ['harmonika', 'foldeliste', 'spørgsmål og svar'],
  'Primitives/Aside Layout': ['sidespalte', 'layout med sidebjælke'],
  'Primitives/Box': ['boks', 'flade', 'baggrund'],
  'Primitives/Breadcrumb': ['brødkrummer', 'stisti', 'sti'],
  'Primitives/Button': ['knap', 'knapper'],
  'Primitives/Button Link': ['knaplink', 'knap', 'handlingsknap', 'køb billet'],
  'Primitives/Carousel': ['karrusel', 'billedkarrusel', 'slider'],
  'Primitives/Chip Link': ['filter', 'filtre', 'chip', 'emnefilter', 'indholdsfortegnelse'],
  'Primitives/Close Button': ['luk', 'lukkeknap', 'kryds'],
  'Primitives/Compact Row': ['kompakt række', 'liste', 'række'],
  'Primitives/Container': ['beholder', 'sidebredde', 'spalte'],
  'Primitives/Dialog': ['dialog', 'modal', 'vindue'],
  'Primitives/Disclosure': ['fold ud', 'vis mere', 'udfoldning'],
  'Primitives/Grid': ['gitter', 'kolonner', 'grid'],
  'Primitives/Heading': ['overskrift', 'rubrik'],
  'Primitives/Hero Frame': ['topbillede', 'hero', 'sidetop'],
  'Primitives/Lightbox': ['lysboks', 'billedvisning', 'fuld skærm'],
  'Primitives/Link': ['link', 'henvisning'],
  'Primitives/Pagination': ['sideskift', 'sidetal', 'paginering'],
  'Primitives/Podcast Player': ['podcast', 'afspiller', 'lydafspiller'],
  'Primitives/Responsive Image': ['billede', 'foto'],
  'Primitives/Rich Text': ['brødtekst', 'formateret tekst', 'artikeltekst'],
  'Primitives/Search Field': ['søgefelt', 'søgning', 'søg'],
  'Primitives/Stack': ['stak', 'afstand'],
  'Primitives/Tabs': ['faneblade', 'faner'],
  'Primitives/Tag': ['mærkat', 'etiket', 'emneord'],
  'Primitives/Teaser': ['teaser', 'kort', 'indgang'],
  'Primitives/Text': ['tekst', 'skrift', 'typografi'],
  'Primitives/Video': ['video', 'film'],
  'Primitives/Visually Hidden': ['skjult tekst', 'skærmlæser'],
  'Blocks/Accordion': ['harmonika', 'foldeliste', 'spørgsmål og svar', 'ofte stillede spørgsmål'],
  'Blocks/Article Hero': ['artikel', 'artikeltop', 'topbillede'],
  'Blocks/Author Contact': ['forfatter', 'kontaktperson', 'pressekontakt'],
  'Blocks/Billboard Double': ['billboard', 'dobbelt billboard', 'fremhævning'],
  'Blocks/Billboard Reference': ['billboard', 'henvisning', 'fremhævning'],
  'Blocks/Billboard Single': ['billboard', 'fremhævning', 'blikfang'],
  'Blocks/Calendar Days': ['kalender', 'begivenheder', 'dagsprogram', 'arrangementer'],
  'Blocks/Calendar Teaser': ['kalender', 'i dag og i morgen', 'begivenhed', 'arrangementer'],
  'Blocks/Call To Action': ['opfordring', 'handlingsknap', 'download'],
  'Blocks/Collection List': ['samlinger', 'samlingsliste'],
  'Blocks/Contact': ['kontakt', 'kontaktpersoner', 'medarbejdere'],
  'Blocks/Education Hero': ['undervisning', 'skoletjeneste', 'topbillede'],
  'Blocks/Education Tabs': ['undervisning', 'lærer', 'elev', 'faneblade'],
  'Blocks/Embed': ['indlejring', 'formular', 'tilmelding'],
  'Blocks/Event Hero': ['begivenhed', 'arrangement', 'topbillede'],
  'Blocks/Event List': ['begivenheder', 'arrangementer', 'kalender'],
  'Blocks/Exhibition Hero': ['udstilling', 'oplevelse', 'topbillede'],
  'Blocks/Exhibition List': ['udstillinger', 'oplevelser', 'udstillingsliste'],
  'Blocks/Facet Filter': ['filter', 'søgning', 'søgefilter'],
  'Blocks/Featured Collections': ['udvalgte samlinger', 'samlinger'],
  'Blocks/Featured Exhibitions': ['udvalgte udstillinger', 'udstilling', 'oplevelser'],
  'Blocks/Featured Projects': ['udvalgte projekter', 'projekter', 'forskning'],
  'Blocks/Front Page Hero': ['forside', 'topbillede', 'forsidetop'],
  'Blocks/Iframe Embed': ['indlejring', 'iframe', 'kort'],
  'Blocks/Image Block': ['billede', 'foto', 'billedtekst'],
  'Blocks/Image Detail': ['billeddetalje', 'nærbillede', 'genstand'],
  'Blocks/Image Slider': ['billedserie', 'galleri', 'karrusel'],
  'Blocks/Info List': ['faktaboks', 'informationer', 'fakta'],
  'Blocks/Mega Heading': ['stor overskrift', 'overskrift'],
  'Blocks/Newsletter': ['nyhedsbrev', 'tilmelding'],
  'Blocks/Opening Hours': ['åbningstider', 'åbent', 'lukket'],
  'Blocks/Page Hero': ['sidetop', 'topbillede', 'overskrift'],
  'Blocks/Podcast Episode Tabs': ['podcast', 'episode', 'afsnit', 'transskription'],
  'Blocks/Podcast Hero': ['podcast', 'topbillede'],
  'Blocks/Podcast Seasons': ['podcast', 'sæsoner', 'afsnit'],
  'Blocks/Podcast Teaser': ['podcast', 'afsnit', 'lyt'],
  'Blocks/Practical Aside': ['praktisk info', 'praktiske oplysninger', 'billet'],
  'Blocks/Project List': ['projekter', 'forskning', 'projektliste'],
  'Blocks/Random Related Content': ['relateret indhold', 'se også', 'viden'],
  'Blocks/Related Content': ['relateret indhold', 'se også', 'viden'],
  'Blocks/Search Results': ['søgning', 'søgeresultater', 'resultater'],
  'Blocks/Service List': ['ydelser', 'services', 'tilbud'],
  'Blocks/Statement': ['citat', 'udtalelse'],
  'Blocks/Styled Text And Visual': ['tekst og billede', 'fortælling'],
  'Blocks/Tabs Current Upcoming': ['aktuelle', 'kommende', 'faneblade'],
  'Blocks/Teaser Grid': ['teasere', 'kort', 'gitter', 'viden'],
  'Blocks/Text Ribbon': ['tekstbånd', 'løbebånd', 'bånd'],
  'Blocks/Text Section': ['tekstafsnit', 'brødtekst', 'tekst'],
  'Blocks/Ticket Details': ['billet', 'billetter', 'priser'],
  'Blocks/Ticket Module': ['billet', 'billetter', 'køb billet'],
  'Blocks/Ticket Types': ['billettyper', 'billet', 'priser'],
  'Blocks/Video Block': ['video', 'film'],
  'Shell/Article Wrapper': ['artikel', 'artikelvisning', 'læsevisning'],
  'Shell/Error View': ['fejlside', 'fejl', 'siden blev ikke fundet'],
  'Shell/Footer': ['sidefod', 'bund'],
  'Shell/Grid Debug': ['gitter', 'kolonner', 'hjælpelinjer'],
  'Shell/Header': ['sidehoved', 'menu', 'navigation', 'top'],
  'Shell/Language Switcher': ['sprog', 'sprogvælger'],
  'Shell/Logo': ['logo', 'bomærke'],
  'Shell/Newsletter Popup': ['nyhedsbrev', 'pop op'],
  'Shell/Preview Banner': ['forhåndsvisning', 'kladde'],
  'Shell/Site Shell': ['side', 'sideskabelon', 'sidehoved', 'sidefod'],
  'Shell/Skip Link': ['spring til indhold', 'genvej'],
  'Themes/Compare All Site Themes': ['sammenlign', 'sitetemaer', 'temaer', 'farver'],
  'Templates/Calendar Page': ['kalender', 'kalenderside', 'begivenheder'],
  'Templates/Detail Page': ['detaljeside', 'projekt', 'samling', 'ydelse'],
  'Templates/Education Level': ['undervisning', 'klassetrin'],
  'Templates/Area Overview': ['viden', 'vidensoversigt', 'podcast', 'podcastoversigt', 'områdeforside'],
  'Templates/Education Overview': ['undervisning', 'skoletjeneste'],
  'Templates/Education Theme': ['undervisning', 'tema'],
  'Templates/Education Topic': ['undervisning', 'forløb', 'undervisningsforløb'],
  'Templates/Event Page': ['begivenhed', 'arrangement', 'begivenhedsside'],
  'Templates/Exhibition Page': ['udstilling', 'oplevelse', 'udstillingsside'],
  'Templates/Front Page': ['forside'],
  'Templates/Knowledge Article': ['viden', 'artikel', 'vidensartikel'],
  'Templates/Knowledge Theme': ['viden', 'tema', 'temaside'],
  'Templates/Landing Page': ['landingsside', 'indgangsside'],
  'Templates/Overview Page': ['oversigt', 'oversigtsside'],
  'Templates/Podcast Episode Page': ['podcast', 'episode', 'afsnit'],
  'Templates/Podcast Show Page': ['podcast', 'podcastserie', 'serie'],
  'Templates/Practical Info Overview': ['praktisk info', 'besøg', 'åbningstider'],
  'Templates/Press Release': ['presse', 'pressemeddelelse'],
  'Templates/Search Page': ['søgning', 'søgeside', 'søg'],
  'Templates/Ticket Overview': ['billet', 'billetter', 'billetoversigt'],
  'Templates/Ticket Page': ['billet', 'billetside', 'køb billet'],
  'Mocks/Pages': ['designsider', 'skitser', 'mockups'],
};

/** A text as Ladle's search canonicalises it: lower case, runs of white space as one hyphen. */
export function canonical(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, '-');
}

/** The id prefix of a story title, as Ladle makes it: `Blocks/Calendar Teaser` → `blocks--calendar-teaser`. */
export function titleToIdPrefix(title: string): string {
  return title.split('/').map(canonical).join('--');
}

const aliasesByPrefix = new Map(
  Object.entries(danishAliases).map(([title, aliases]) => [titleToIdPrefix(title), aliases.map(canonical)]),
);

/**
 * Whether a story matches the sidebar search (already canonical, as Ladle passes it): its id contains it, as in
 * Ladle, or one of its component's Danish aliases does.
 */
export function storyMatchesSearch(storyId: string, search: string): boolean {
  if (storyId.includes(search)) return true;
  const prefix = storyId.split('--').slice(0, 2).join('--');
  return (aliasesByPrefix.get(prefix) ?? []).some((alias) => alias.includes(search));
}
