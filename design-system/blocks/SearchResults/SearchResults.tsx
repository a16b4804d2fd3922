import { CompactRowList } from '@design-system/primitives/CompactRow/CompactRow';
import type { HeadingLevel } from '@design-system/primitives/Heading';
import type { LinkModel } from '@design-system/primitives/Link';
import type { ImageModel } from '@design-system/primitives/ResponsiveImage';
import type { TeaserDate } from '@design-system/primitives/Teaser/teaserModel';

/**
 * One search result (Search result): id, date (a period from-to, else the published date),
 * tag (the type label), prefix (a podcast's season/episode line), title, link url, image, _type; and
 * the document's short text for lists, when it has one.
 */
export interface SearchResultItem {
  id: string;
  _type: string;
  title: string;
  /** The content type's label, e.g. "Udstilling". */
  tag: string;
  prefix?: string;
  url: string;
  date?: TeaserDate;
  image?: ImageModel | null;
  description?: string;
}

export interface SearchResultsModel {
  items: SearchResultItem[];
  /** The heading level of each result's title (h2 under the page's h1). */
  headingLevel?: HeadingLevel;
  /** The list's accessible name. */
  label?: string;
  /** The list's id: the pagination's links lead to it (and a client-side navigation focuses it). */
  id?: string;
}

function linkOf(url: string): LinkModel {
  return { label: '', href: url, kind: /^https?:\/\//i.test(url) ? 'crossSite' : 'internal' };
}

/** Search results as an ordered list of compact rows, in relevance order. Nothing renders without a result. */
export function SearchResults({ items, headingLevel = 2, label, id }: SearchResultsModel) {
  return (
    <CompactRowList
      ordered
      label={label}
      id={id}
      focusTarget={Boolean(id)}
      headingLevel={headingLevel}
      rows={items.map((item) => ({
        key: item.id,
        title: item.title,
        link: linkOf(item.url),
        image: item.image,
        typeLabel: item.tag,
        prefix: item.prefix,
        date: item.date,
        description: item.description,
      }))}
    />
  );
}
