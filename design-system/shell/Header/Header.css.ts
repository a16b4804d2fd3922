import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { visuallyHidden } from '@design-system/primitives/VisuallyHidden/VisuallyHidden.css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

const desktop = mediaUp('lg');
/** The first level fits in the bar from here. */
const wide = mediaUp('xl');
const small = mediaUp('sm');
const noScript = '(scripting: none)';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

/** One row at every width: what does not fit is in the menu. */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The logo gives way first: on phones its name is smaller and wraps between words (never inside one). */
globalStyle(`${bar} > a:first-child`, {
  flex: '0 1 auto',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'normal',
  '@media': { [small]: { fontSize: vars.fontSize.lg, flexShrink: 0 } },
});
globalStyle(`${bar} > a:first-child *`, { overflowWrap: 'normal' });

/** The bar's tools, at its end. */
globalStyle(`${bar} > ${toolbar}`, {
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': { [small]: { gap: vars.space.sm } },
});

/** In the bar from sm; below it the same thing is in the menu (belowSm). */
export const fromSm = style({ display: 'none', '@media': { [small]: { display: 'inline-flex' } } });
export const belowSm = style({ '@media': { [small]: { display: 'none' } } });

export const hours = style({ fontSize: vars.fontSize.sm, color: vars.color.primaryForeground });
globalStyle(`${hours} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
});

/** The search and menu buttons work by script: without it the menu is open, and they are not shown. */
export const withScript = style({ display: 'contents', '@media': { [noScript]: { display: 'none' } } });

/** A magnifying glass drawn in the text colour: a ring and its handle. */
export const searchIcon = style({
  position: 'relative',
  width: vars.space.sm,
  height: vars.space.sm,
  border: `calc(2 * ${vars.size.border}) solid currentColor`,
  borderRadius: vars.radius.pill,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '100%',
      top: '100%',
      width: vars.space.xs,
      height: `calc(2 * ${vars.size.border})`,
      backgroundColor: 'currentColor',
      transform: 'rotate(45deg)',
      transformOrigin: '0 0',
    },
  },
});

/** The menu button: the icon alone on phones (a round button), with its word from sm (the word brings its room). */
export const menuLabel = style([
  visuallyHidden,
  {
    '@media': {
      [small]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        marginInlineEnd: vars.space.sm,
        overflow: 'visible',
        clip: 'auto',
      },
    },
  },
]);

/**
 * The first level in the bar: from xl, when it fits on one line (Header's useNavigationFits); otherwise it is the
 * first thing in the menu. Hidden, it keeps its size so that it can be measured again.
 */
export const barNavigation = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [wide]: { display: 'block' } },
  selectors: {
    '[data-navigation-fits="no"] &': { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' },
  },
});

/** The first level inside the menu: below xl, or when it does not fit in the bar. */
export const panelNavigation = style({
  '@media': { [wide]: { display: 'none' } },
  selectors: { '[data-navigation-fits="no"] &': { '@media': { [wide]: { display: 'block' } } } },
});

/** Three bars that turn into a cross when the menu is open. */
export const menuIcon = style({
  position: 'relative',
  '@media': { [small]: { marginInlineStart: vars.space.sm } },
  width: vars.space.md,
  height: `calc(2 * ${vars.size.border})`,
  backgroundColor: 'currentColor',
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      width: '100%',
      height: '100%',
      backgroundColor: 'currentColor',
      transition: `transform ${vars.motion.normal}`,
    },
    '&::before': { transform: `translateY(calc(-1 * ${vars.space.xs} + ${vars.size.border}))` },
    '&::after': { transform: `translateY(calc(${vars.space.xs} - ${vars.size.border}))` },
    '&[data-open]': { backgroundColor: 'transparent' },
    '&[data-open]::before': { transform: 'rotate(45deg)' },
    '&[data-open]::after': { transform: 'rotate(-45deg)' },
  },
});

const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

/** The menu: collapsed behind the menu and search buttons at every width, open without scripting. */
export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: {
    '&[data-open]': { display: 'flex' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-open]': { animation: `${reveal} ${vars.motion.normal} ease-out` } },
    },
    [noScript]: { display: 'flex' },
  },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktop]: { gap: vars.space.md } },
});

globalStyle(`${navList} a, ${navList} summary`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
globalStyle(`${navList} a:hover, ${navList} a[aria-current], ${navList} summary:hover, ${navList} [data-current]`, {
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffsetWide,
});

/** First level: a column on small screens, a row from lg. */
export const primaryList = style({
  flexDirection: 'column',
  fontSize: vars.fontSize.lg,
  '@media': { [desktop]: { flexDirection: 'row', fontSize: vars.fontSize.md } },
});

/** In the bar the first level is one step smaller and tighter, so that it stays on one line. */
globalStyle(`${barNavigation} ${primaryList}`, { gap: vars.space['2xs'], fontSize: vars.fontSize.sm });

export const primaryItem = style({ position: 'relative', minWidth: 0 });

/** A sub-menu: inline under its item on small screens, a dropdown from lg. */
export const submenu = style({});
globalStyle(`${submenu} > :not(summary)`, {
  '@media': {
    [desktop]: {
      position: 'absolute',
      insetInlineStart: 0,
      top: '100%',
      width: 'max-content',
      maxWidth: `min(${vars.size.measure}, calc(100vw - ${vars.space.xl}))`,
      padding: vars.space.sm,
      backgroundColor: vars.color.primaryBackground,
      color: vars.color.primaryForeground,
      border: `${vars.size.border} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.raised,
      zIndex: vars.zIndex.header,
    },
  },
});

export const subList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.fontSize.md,
  '@media': { [desktop]: { paddingInlineStart: 0 } },
});
globalStyle(`${subList} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  textDecoration: 'none',
});
globalStyle(`${subList} a:hover, ${subList} a[aria-current]`, {
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffsetWide,
});

/** Second level and recommended searches: smaller, inline links. */
export const secondaryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
globalStyle(`${secondaryList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  textUnderlineOffset: vars.size.underlineOffset,
});

/** Third level: the smallest links. */
export const tertiaryList = style([secondaryList, { fontSize: vars.fontSize.sm, color: vars.color.primaryForeground }]);

export const smallPrint = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const searchTerms = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
});

export const featuredList = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xs,
  padding: 0,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const featuredItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const featuredImage = style({
  width: vars.space['3xl'],
  flexShrink: 0,
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
});

export const featuredText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
