import type { Locale } from '@design-system/i18n/locales';
import type { LinkModel } from '@design-system/primitives/Link';

/** The regions the museum list is grouped in. */
export type MuseumRegion = 'copenhagen' | 'zealand' | 'jutland';

export interface MuseumLinkGroup {
  region: MuseumRegion;
  links: LinkModel[];
}

/** A museum's name and page in Danish and in English. */
type Museum = { da: [label: string, href: string]; en: [label: string, href: string] };

/**
 * The National Museum of Denmark's museums, as fixed data (the spec: "A fixed list of museum links by
 * locale (Danish list for da, English list otherwise), grouped Copenhagen, Zealand and Møn,
 * Jutland"). Names are the museums' own; each links to the museum's page on its own domain or on
 * natmus.dk. The content team should confirm the deep links when the list changes.
 */
const museums: Record<MuseumRegion, Museum[]> = {
  copenhagen: [
    { da: ['Nationalmuseet', 'https://natmus.dk/'], en: ['The National Museum of Denmark', 'https://en.natmus.dk/'] },
    {
      da: ['Frihedsmuseet', 'https://frihedsmuseet.dk/'],
      en: ['The Museum of Danish Resistance', 'https://frihedsmuseet.dk/en/'],
    },
    { da: ['Krigsmuseet', 'https://krigsmuseet.dk/'], en: ['The War Museum', 'https://krigsmuseet.dk/en/'] },
    {
      da: ['Musikmuseet', 'https://natmus.dk/museer-og-slotte/musikmuseet/'],
      en: ['The Danish Music Museum', 'https://en.natmus.dk/museums-and-palaces/the-danish-music-museum/'],
    },
    {
      da: ['Klunkehjemmet', 'https://natmus.dk/museer-og-slotte/klunkehjemmet/'],
      en: ['The Victorian Home', 'https://en.natmus.dk/museums-and-palaces/the-victorian-home/'],
    },
  ],
  zealand: [
    {
      da: ['Frilandsmuseet', 'https://frilandsmuseet.dk/'],
      en: ['The Open Air Museum', 'https://frilandsmuseet.dk/en/'],
    },
    {
      da: ['Trelleborg', 'https://natmus.dk/museer-og-slotte/trelleborg/'],
      en: ['Trelleborg', 'https://en.natmus.dk/museums-and-palaces/trelleborg/'],
    },
    {
      da: ['Liselund', 'https://natmus.dk/museer-og-slotte/liselund/'],
      en: ['Liselund', 'https://en.natmus.dk/museums-and-palaces/liselund/'],
    },
    {
      da: ['Sparresholm Vognsamling', 'https://natmus.dk/museer-og-slotte/sparresholm-vognsamling/'],
      en: [
        'Sparresholm Carriage Collection',
        'https://en.natmus.dk/museums-and-palaces/sparresholm-carriage-collection/',
      ],
    },
  ],
  jutland: [
    {
      da: ['Kongernes Jelling', 'https://kongernesjelling.dk/'],
      en: ['Royal Jelling', 'https://kongernesjelling.dk/en/'],
    },
    {
      da: ['Frøslevlejrens Museum', 'https://natmus.dk/museer-og-slotte/froeslevlejrens-museum/'],
      en: ['The Frøslev Camp Museum', 'https://en.natmus.dk/museums-and-palaces/the-froeslev-camp-museum/'],
    },
    {
      da: ['Kommandørgården', 'https://natmus.dk/museer-og-slotte/kommandoergaarden/'],
      en: ["The Commander's Farm on Rømø", 'https://en.natmus.dk/museums-and-palaces/the-commanders-farm/'],
    },
  ],
};

const listIn = (language: 'da' | 'en'): MuseumLinkGroup[] =>
  (Object.keys(museums) as MuseumRegion[]).map((region) => ({
    region,
    links: museums[region].map((museum): LinkModel => {
      const [label, href] = museum[language];
      return { label, href, kind: 'crossSite' };
    }),
  }));

const danish = listIn('da');
const english = listIn('en');

/** Spec: the Danish list for da, the English list for every other locale. */
export function museumLinksFor(locale: Locale | string): MuseumLinkGroup[] {
  return locale === 'da' ? danish : english;
}
