import type { Locale } from '../../i18n/locales';
import type { LinkModel } from '../../primitives/Link';

/** The regions the museum list is grouped in. */
export type MuseumRegion = 'copenhagen' | 'zealand' | 'jutland';

export interface MuseumLinkGroup {
  region: MuseumRegion;
  links: LinkModel[];
}

/**
 * The National Museum of Denmark's museums, as fixed data (the spec: "A fixed list of museum links by
 * locale (Danish list for da, English list otherwise), grouped Copenhagen, Zealand and Møn,
 * Jutland"). Names are the museums' own; each links to the museum's page on its own domain or on
 * natmus.dk. The content team should confirm the deep links when the list changes.
 */
const danish: MuseumLinkGroup[] = [
  {
    region: 'copenhagen',
    links: [
      { label: 'Nationalmuseet', href: 'https://natmus.dk/', kind: 'crossSite' },
      { label: 'Frihedsmuseet', href: 'https://frihedsmuseet.dk/', kind: 'crossSite' },
      { label: 'Krigsmuseet', href: 'https://krigsmuseet.dk/', kind: 'crossSite' },
      { label: 'Musikmuseet', href: 'https://natmus.dk/museer-og-slotte/musikmuseet/', kind: 'crossSite' },
      { label: 'Klunkehjemmet', href: 'https://natmus.dk/museer-og-slotte/klunkehjemmet/', kind: 'crossSite' },
    ],
  },
  {
    region: 'zealand',
    links: [
      { label: 'Frilandsmuseet', href: 'https://frilandsmuseet.dk/', kind: 'crossSite' },
      { label: 'Trelleborg', href: 'https://natmus.dk/museer-og-slotte/trelleborg/', kind: 'crossSite' },
      { label: 'Liselund', href: 'https://natmus.dk/museer-og-slotte/liselund/', kind: 'crossSite' },
      {
        label: 'Sparresholm Vognsamling',
        href: 'https://natmus.dk/museer-og-slotte/sparresholm-vognsamling/',
        kind: 'crossSite',
      },
    ],
  },
  {
    region: 'jutland',
    links: [
      { label: 'Kongernes Jelling', href: 'https://kongernesjelling.dk/', kind: 'crossSite' },
      {
        label: 'Frøslevlejrens Museum',
        href: 'https://natmus.dk/museer-og-slotte/froeslevlejrens-museum/',
        kind: 'crossSite',
      },
      { label: 'Kommandørgården', href: 'https://natmus.dk/museer-og-slotte/kommandoergaarden/', kind: 'crossSite' },
    ],
  },
];

const english: MuseumLinkGroup[] = [
  {
    region: 'copenhagen',
    links: [
      { label: 'The National Museum of Denmark', href: 'https://en.natmus.dk/', kind: 'crossSite' },
      { label: 'The Museum of Danish Resistance', href: 'https://frihedsmuseet.dk/en/', kind: 'crossSite' },
      { label: 'The War Museum', href: 'https://krigsmuseet.dk/en/', kind: 'crossSite' },
      {
        label: 'The Danish Music Museum',
        href: 'https://en.natmus.dk/museums-and-palaces/the-danish-music-museum/',
        kind: 'crossSite',
      },
      {
        label: 'The Victorian Home',
        href: 'https://en.natmus.dk/museums-and-palaces/the-victorian-home/',
        kind: 'crossSite',
      },
    ],
  },
  {
    region: 'zealand',
    links: [
      { label: 'The Open Air Museum', href: 'https://frilandsmuseet.dk/en/', kind: 'crossSite' },
      { label: 'Trelleborg', href: 'https://en.natmus.dk/museums-and-palaces/trelleborg/', kind: 'crossSite' },
      { label: 'Liselund', href: 'https://en.natmus.dk/museums-and-palaces/liselund/', kind: 'crossSite' },
      {
        label: 'Sparresholm Carriage Collection',
        href: 'https://en.natmus.dk/museums-and-palaces/sparresholm-carriage-collection/',
        kind: 'crossSite',
      },
    ],
  },
  {
    region: 'jutland',
    links: [
      { label: 'Royal Jelling', href: 'https://kongernesjelling.dk/en/', kind: 'crossSite' },
      {
        label: 'The Frøslev Camp Museum',
        href: 'https://en.natmus.dk/museums-and-palaces/the-froeslev-camp-museum/',
        kind: 'crossSite',
      },
      {
        label: "The Commander's Farm on Rømø",
        href: 'https://en.natmus.dk/museums-and-palaces/the-commanders-farm/',
        kind: 'crossSite',
      },
    ],
  },
];

/** Spec: the Danish list for da, the English list for every other locale. */
export function museumLinksFor(locale: Locale | string): MuseumLinkGroup[] {
  return locale === 'da' ? danish : english;
}
