import type { ReactNode } from 'react';
import {
  background as backgroundClass,
  listReset,
  paddingBlock as paddingBlockClass,
  padding as paddingClass,
  paddingInline as paddingInlineClass,
  type Radius,
  radius as radiusClass,
  type Space,
} from './Box.css';

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
  background?: keyof typeof backgroundClass;
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

/** The class names of a box's style props, for Box and the primitives built on it (Stack, Grid). */
export function boxClassName(as: BoxElement, props: BoxStyleProps, ...own: (string | undefined)[]): string {
  return [
    as === 'ul' || as === 'ol' ? listReset : undefined,
    ...own,
    props.padding ? paddingClass[props.padding] : undefined,
    props.paddingBlock ? paddingBlockClass[props.paddingBlock] : undefined,
    props.paddingInline ? paddingInlineClass[props.paddingInline] : undefined,
    props.background ? backgroundClass[props.background] : undefined,
    props.radius ? radiusClass[props.radius] : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A plain layout element with padding, a theme surface and corner radius from the tokens. */
export function Box({
  as: Tag = 'div',
  padding,
  paddingBlock,
  paddingInline,
  background,
  radius,
  children,
  ...attributes
}: BoxProps) {
  const className = boxClassName(Tag, { padding, paddingBlock, paddingInline, background, radius });
  return (
    <Tag {...attributes} className={className || undefined}>
      {children}
    </Tag>
  );
}
