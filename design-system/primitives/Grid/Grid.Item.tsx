import type { ReactNode } from 'react';
import { type BoxAttributes, type BoxStyleProps, boxParts } from '../Box/Box';
import { type GridBreakpoint, type GridSpan, item, span as spanClass } from './Grid.css';

/** How many of the 12 columns an item spans: one number for every width, or per breakpoint (mobile first). */
export type GridItemSpan = GridSpan | Partial<Record<GridBreakpoint, GridSpan>>;

export interface GridItemProps extends BoxStyleProps, BoxAttributes {
  /** `li` inside a Grid rendered as a list. */
  as?: 'div' | 'li' | 'section' | 'article' | 'nav' | 'aside';
  /** Columns spanned; the whole row (12) at widths no breakpoint names. */
  span?: GridItemSpan;
  children?: ReactNode;
}

const BREAKPOINTS: GridBreakpoint[] = ['base', 'sm', 'md', 'lg'];

/** The span classes of an item, base first. Without a base span the item fills the row. */
export function spanClassNames(span: GridItemSpan = 12): string[] {
  const bySize: Partial<Record<GridBreakpoint, GridSpan>> = typeof span === 'number' ? { base: span } : span;
  const withBase = { base: 12 as GridSpan, ...bySize };
  return BREAKPOINTS.flatMap((breakpoint) => {
    const value = withBase[breakpoint];
    return value ? [spanClass[breakpoint][value]] : [];
  });
}

/** One cell of the Grid, spanning some of its columns. */
export function GridItem({ as: Tag = 'div', span, children, ...props }: GridItemProps) {
  const { className, attributes } = boxParts(Tag, props, item, ...spanClassNames(span));
  return (
    <Tag {...attributes} className={className}>
      {children}
    </Tag>
  );
}
