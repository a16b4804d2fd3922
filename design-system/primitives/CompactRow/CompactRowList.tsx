import type { HeadingLevel } from '../Heading';
import { isShowableTeaser, type TeaserModel } from '../Teaser/teaserModel';
import { CompactRow } from './CompactRow';
import { compactRowItem, compactRowList } from './CompactRow.css';

/** How many rows load their thumbnails at once: the ones in view when a list opens near the top of a page. */
const EAGER_ROWS = 2;

export interface CompactRowListProps {
  rows: TeaserModel[];
  headingLevel: HeadingLevel;
  /** An ordered list (search results, in relevance order) or not. */
  ordered?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** Its id, e.g. the target of the pagination's links. */
  id?: string;
  /** Focusable by script only (tabIndex -1): a page that moves focus to the list after a navigation. */
  focusTarget?: boolean;
  /** The thumbnails of the first rows load at once (the list starts in view). */
  eagerFirst?: boolean;
}

/** Rows as a list, one compact row per showable item. Nothing renders without one. */
export function CompactRowList({
  rows,
  headingLevel,
  ordered = false,
  label,
  id,
  focusTarget = false,
  eagerFirst = false,
}: CompactRowListProps) {
  const shown = rows.filter(isShowableTeaser);
  if (shown.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={compactRowList} aria-label={label} id={id} tabIndex={focusTarget ? -1 : undefined}>
      {shown.map((item, index) => (
        <li key={item.key} className={compactRowItem}>
          <CompactRow row={item} headingLevel={headingLevel} eager={eagerFirst && index < EAGER_ROWS} />
        </li>
      ))}
    </List>
  );
}
