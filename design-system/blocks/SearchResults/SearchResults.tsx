import type { HeadingLevel } from '../../primitives/Heading';
import type { LinkModel } from '../../primitives/Link';
import type { ImageModel } from '../../primitives/ResponsiveImage';
import { Teaser, type TeaserDate } from '../../primitives/Teaser';
import { list } from './SearchResults.css';

/**
 * One search result (spec 3, Search result): id, date (a period from-to, else the published date),
 * tag (the type label), prefix (a podcast's season/episode line), title, link url, image, _type.
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
}

export interface SearchResultsModel {
  items: SearchResultItem[];
  /** The heading level of each result's title (h2 under the page's h1). */
  headingLevel?: HeadingLevel;
  /** The list's accessible name. */
  label?: string;
}

function linkOf(url: string): LinkModel {
  return { label: '', href: url, kind: /^https?:\/\//i.test(url) ? 'crossSite' : 'internal' };
}

/** Search results as a list of teasers, in relevance order. Nothing renders without a result. */
export function SearchResults({ items, headingLevel = 2, label }: SearchResultsModel) {
  if (items.length === 0) return null;
  return (
    <ol className={list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Teaser
            headingLevel={headingLevel}
            size="small"
            sizes="(min-width: 768px) 33vw, 100vw"
            teaser={{
              key: item.id,
              title: item.title,
              link: linkOf(item.url),
              image: item.image,
              typeLabel: item.tag,
              prefix: item.prefix,
              date: item.date,
            }}
          />
        </li>
      ))}
    </ol>
  );
}
