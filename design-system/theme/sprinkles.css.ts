import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaUp } from '@tokens/breakpoints';
import { vars } from './contract.css';

/**
 * The design system's atomic classes, by type: spacing from the space scale, colour from the theme's colours,
 * type from the type scale, and the few layout keywords the layout primitives need. Every value is a token's
 * name, so a literal value (`'12px'`, `'#fff'`) is a type error. Only what the primitives use is generated: the
 * whole stylesheet of every page carries these classes.
 *
 * The order of the properties is the order of the CSS: a shorthand (padding) comes before its longhands
 * (paddingBlock, paddingInline), so both on one element compose; conditions at a breakpoint follow the base.
 */

/** Grid spans: `span n / span n` for 1 to 12 of the page grid's columns. */
const gridSpans = Object.fromEntries(
  Array.from({ length: 12 }, (_, index) => [index + 1, `span ${index + 1} / span ${index + 1}`]),
) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, string>;

/** A list used for layout loses its bullets and indent; defined first, so spacing props win over it. */
const listProperties = defineProperties({
  properties: {
    listStyle: ['none'],
    margin: { none: vars.space.none },
  },
});

const spaceProperties = defineProperties({
  properties: {
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    /** The page grid's gutter, or a step of the space scale between rows. */
    rowGap: { ...vars.space, gutter: vars.size.gridGutter },
    columnGap: { gutter: vars.size.gridGutter },
  },
});

/** Flex and grid layout; the direction, the gap and grid spans may change at the token breakpoints. */
const layoutProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaUp('sm') },
    md: { '@media': mediaUp('md') },
    lg: { '@media': mediaUp('lg') },
  },
  defaultCondition: 'base',
  properties: {
    flexDirection: ['column', 'row'],
    gap: vars.space,
    gridColumn: gridSpans,
  },
});

const alignProperties = defineProperties({
  properties: {
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' },
    flexWrap: ['wrap'],
  },
});

const colourProperties = defineProperties({
  properties: {
    color: {
      primaryForeground: vars.color.primaryForeground,
      impactForeground: vars.color.impactForeground,
      surfaceForeground: vars.color.surfaceForeground,
      mutedForeground: vars.color.mutedForeground,
    },
    borderRadius: vars.radius,
  },
});

/** A theme surface: its background and the text colour that contrasts with it, together. */
const surfaceProperties = defineProperties({
  properties: {
    surface: {
      primary: { backgroundColor: vars.color.primaryBackground, color: vars.color.primaryForeground },
      surface: { backgroundColor: vars.color.surface, color: vars.color.surfaceForeground },
      impact: { backgroundColor: vars.color.impactBackground, color: vars.color.impactForeground },
    },
  },
});

const typeProperties = defineProperties({
  properties: {
    fontFamily: vars.font,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
  },
});

export const sprinkles = createSprinkles(
  listProperties,
  spaceProperties,
  layoutProperties,
  alignProperties,
  colourProperties,
  surfaceProperties,
  typeProperties,
);

export type Sprinkles = Parameters<typeof sprinkles>[0];
