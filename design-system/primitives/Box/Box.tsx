import type { ReactNode } from 'react';
import { listReset } from './Box.css';
import { type Radius, type Space, type Surface, utilityClass } from './utilityClass';

/** The elements a layout primitive may render as: sectioning and grouping elements, lists, items. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'figure'
  | 'ul'
  | 'ol'
  | 'li';

/** Token-based spacing and surface of a layout box. Every value is a key of the token scales. */
export interface BoxStyleProps {
  padding?: Space;
  paddingBlock?: Space;
  paddingInline?: Space;
  /** A theme surface: sets the background and its contrasting text colour together. */
  background?: Surface;
  radius?: Radius;
}

/** The few attributes a layout element passes on: its name for assistive technology and its language. */
export interface BoxAttributes {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  lang?: string;
  /** Data attributes for tests and scripts (`data-platform`, …). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

export interface BoxProps extends BoxStyleProps, BoxAttributes {
  as?: BoxElement;
  children?: ReactNode;
}

/**
 * A layout primitive's remaining props, split: the class names of its box style (after its own, `own`) and the
 * attributes it passes on to its element. For Box and the primitives built on it (Stack, Grid, Grid.Item).
 */
export function boxParts<P extends BoxStyleProps>(
  as: BoxElement,
  props: P,
  ...own: (string | undefined)[]
): { className: string; attributes: Omit<P, keyof BoxStyleProps> } {
  const { padding, paddingBlock, paddingInline, background, radius, ...attributes } = props;
  const className = [
    as === 'ul' || as === 'ol' ? listReset : undefined,
    ...own,
    padding && utilityClass('p', padding),
    paddingBlock && utilityClass('pb', paddingBlock),
    paddingInline && utilityClass('pi', paddingInline),
    background && utilityClass('bg', background),
    radius && utilityClass('radius', radius),
  ]
    .filter(Boolean)
    .join(' ');
  return { className, attributes };
}

/** A plain layout element with padding, a theme surface and corner radius from the tokens. */
export function Box({ as: Tag = 'div', children, ...props }: BoxProps) {
  const { className, attributes } = boxParts(Tag, props);
  return (
    <Tag {...attributes} className={className || undefined}>
      {children}
    </Tag>
  );
}
