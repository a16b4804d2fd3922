/**
 * A check of a page's JSON-LD against the properties each schema.org type we publish must carry (those Google's
 * structured-data documentation marks required for the type, and schema.org's own ranges where they matter to a
 * reader: an ISO 8601 date, an address that says where). Used by the unit tests of the structured data and by the
 * crawler test over every page of every site. Returns the problems as readable lines; none means valid.
 */

type Node = Record<string, unknown>;

/** Required properties by type. A type not listed needs only its `@type` (and a name, see below). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  Museum: ['name', 'address'],
  LandmarksOrHistoricalBuildings: ['name', 'address'],
  Place: ['name'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  Event: ['name', 'startDate', 'location'],
  ExhibitionEvent: ['name', 'startDate', 'location'],
  Offer: ['price', 'priceCurrency'],
  Article: ['headline'],
  NewsArticle: ['headline', 'datePublished', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  OpeningHoursSpecification: ['opens', 'closes'],
  PodcastSeries: ['name', 'url'],
  PodcastEpisode: ['name', 'url'],
  Person: ['name'],
  MediaObject: ['contentUrl'],
  Thing: ['name'],
};

const DATE_PROPERTIES = ['startDate', 'endDate', 'datePublished', 'dateModified', 'validFrom', 'validThrough'];

/** ISO 8601 as schema.org's Date and DateTime take it: a date, or a date and time with an optional zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reference to a node given elsewhere: an object with only an `@id`. */
const isReference = (value: Node) => Object.keys(value).length === 1 && typeof value['@id'] === 'string';

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The problems of one page's JSON-LD blocks (the parsed content of its `application/ld+json` scripts). */
export function jsonLdProblems(blocks: unknown[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const references: { id: string; where: string }[] = [];

  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
      return;
    }
    if (!isNode(value)) return;
    if (isReference(value)) {
      references.push({ id: value['@id'] as string, where });
      return;
    }
    const type = value['@type'];
    if (typeof type !== 'string' || type === '') {
      problems.push(`${where}: an object without @type`);
    } else {
      for (const property of REQUIRED[type] ?? ['name']) {
        if (!present(value[property])) problems.push(`${where} (${type}): missing ${property}`);
      }
      if (type === 'SearchAction') {
        const target = value.target;
        const template = isNode(target) ? target.urlTemplate : target;
        if (typeof template !== 'string' || !template.includes('{search_term_string}'))
          problems.push(`${where} (SearchAction): the target has no {search_term_string}`);
      }
      if (type === 'Offer' && value.price !== undefined && Number.isNaN(Number(value.price)))
        problems.push(`${where} (Offer): price is not a number: ${String(value.price)}`);
    }
    if (typeof value['@id'] === 'string') ids.add(value['@id']);
    for (const property of DATE_PROPERTIES) {
      const date = value[property];
      if (date !== undefined && !isIsoDate(date)) problems.push(`${where}: ${property} is not a date: ${String(date)}`);
    }
    for (const [key, field] of Object.entries(value)) {
      if (!key.startsWith('@')) visit(field, `${where}.${key}`);
    }
  };

  blocks.forEach((block, index) => {
    if (!isNode(block)) {
      problems.push(`block ${index}: not an object`);
      return;
    }
    if (block['@context'] !== 'https://schema.org') problems.push(`block ${index}: @context is not https://schema.org`);
    visit(block, `block ${index}`);
  });
  for (const { id, where } of references) {
    if (!ids.has(id)) problems.push(`${where}: refers to ${id}, which no node on the page has`);
  }
  return problems;
}

/** The JSON-LD blocks of an HTML page, parsed (a block that is not JSON throws, naming it). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match, index) => {
    try {
      return JSON.parse(match[1] as string);
    } catch {
      throw new Error(`JSON-LD block ${index} is not JSON: ${(match[1] ?? '').slice(0, 80)}`);
    }
  });
}
