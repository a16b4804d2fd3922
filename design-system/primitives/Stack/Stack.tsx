import type { ReactNode } from 'react';
import { type BoxAttributes, type BoxElement, type BoxStyleProps, boxParts } from '../Box/Box';
import { type Space, utilityClass } from '../Box/utilityClass';
import type { alignments, directions, distributions } from './Stack.css';
import { stack, wrap as wrapClass } from './Stack.css';

export interface StackProps extends BoxStyleProps, BoxAttributes {
  as?: BoxElement;
  /** Vertical (the default) stacks children top to bottom; horizontal puts them in a row. */
  direction?: keyof typeof directions;
  /** The space between children, from the space scale. */
  gap?: Space;
  /** Cross-axis alignment of the children (stretch unless said). */
  align?: keyof typeof alignments;
  /** Main-axis distribution of the children. */
  justify?: keyof typeof distributions;
  /** A horizontal stack wraps onto more lines when its children do not fit. */
  wrap?: boolean;
  children?: ReactNode;
}

/**
 * Children in one direction with an even gap from the space scale. As `ul` or `ol` the list loses
 * its bullets and indent (its items are still announced as a list).
 */
export function Stack({
  as: Tag = 'div',
  direction = 'vertical',
  gap = 'md',
  align,
  justify,
  wrap = false,
  children,
  ...props
}: StackProps) {
  const { className, attributes } = boxParts(
    Tag,
    props,
    stack,
    utilityClass('dir', direction),
    utilityClass('gap', gap),
    align && utilityClass('align', align),
    justify && utilityClass('justify', justify),
    wrap ? wrapClass : undefined,
  );
  return (
    <Tag {...attributes} className={className}>
      {children}
    </Tag>
  );
}
