import type { HeadingLevel } from '../../primitives/Heading';
import { isShowableTeaser, Teaser, type TeaserModel } from '../../primitives/Teaser';
import { featuredFirst, grid } from './TeaserGrid.css';

/** Teasers as a responsive grid list (1, 2, then 3 columns). Nothing renders without a showable teaser. */
export function TeaserGridList({
  items,
  headingLevel,
  featured = false,
}: {
  items: TeaserModel[];
  headingLevel: HeadingLevel;
  /** The first teaser large, across the whole row. */
  featured?: boolean;
}) {
  const shown = items.filter(isShowableTeaser);
  if (shown.length === 0) return null;
  return (
    <ul className={grid}>
      {shown.map((teaser, index) => {
        const first = featured && index === 0;
        return (
          <li key={teaser.key} className={first ? featuredFirst : undefined}>
            <Teaser teaser={teaser} headingLevel={headingLevel} size={first ? 'large' : 'regular'} />
          </li>
        );
      })}
    </ul>
  );
}
