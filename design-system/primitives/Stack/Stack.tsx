import type { ReactNode } from 'react';
import type { Sprinkles } from '@design-system/theme/sprinkles.css';
import { type BoxAttributes, type BoxElement, type BoxStyleProps, boxParts } from '../Box/Box';
import type { Space } from '../Box/Box.css';
import { stack } from './Stack.css';

const directions = { vertical: 'column', horizontal: 'row' } as const;
type Direction = keyof typeof directions;

export interface StackProps extends BoxStyleProps, BoxAttributes {
  as?: BoxElement;
  /** Vertical (the default) stacks children top to bottom; horizontal puts them in a row. */
  direction?: Direction;
  /** The space between children, from the space scale. */
  gap?: Space;
  /** Cross-axis alignment of the children (stretch unless said). */
  align?: Sprinkles['alignItems'] & string;
  /** Main-axis distribution of the children. */
  justify?: Sprinkles['justifyContent'] & string;
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
  const { className, attributes } = boxParts(Tag, props, [stack], {
    flexDirection: directions[direction],
    gap,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
  });
  return (
    <Tag {...attributes} className={className}>
      {children}
    </Tag>
  );
}
