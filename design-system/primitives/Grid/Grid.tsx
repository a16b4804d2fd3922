import type { ReactNode } from 'react';
import { type BoxAttributes, type BoxStyleProps, boxParts } from '../Box/Box';
import type { Space } from '../Box/Box.css';
import { grid, rowGap as rowGapClass } from './Grid.css';
import { GridItem } from './Grid.Item';

export interface GridProps extends BoxStyleProps, BoxAttributes {
  /** `ul` or `ol` for a list of cards (its items are then `Grid.Item as="li"`). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav';
  /** Space between rows; the column gutter (vars.size.gridGutter) unless said. */
  rowGap?: Space;
  children?: ReactNode;
}

/**
 * The 12-column page grid (vars.size.gridColumns, vars.size.gridGutter). Its children are
 * `Grid.Item`s, each spanning a number of columns per breakpoint.
 */
export function Grid({ as: Tag = 'div', rowGap, children, ...props }: GridProps) {
  const { className, attributes } = boxParts(Tag, props, grid, rowGap ? rowGapClass[rowGap] : undefined);
  return (
    <Tag {...attributes} className={className}>
      {children}
    </Tag>
  );
}

Grid.Item = GridItem;
