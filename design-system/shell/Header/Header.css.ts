import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

const desktop = mediaUp('lg');
const noScript = '(scripting: none)';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const hours = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.primaryForeground,
});
globalStyle(`${hours} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
});

/** Shared look of call-to-action links: a pill with a target-sized hit area. */
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

/** The ticket call to action: the header's most prominent element, in the impact colours. */
export const ticketCta = style({
  ...pill,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The menu's own call to action: outlined, one step quieter than the ticket. */
export const cta = style({
  ...pill,
  border: `calc(2 * ${vars.size.border}) solid currentColor`,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: `${vars.size.border} solid currentColor`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  '@media': {
    [desktop]: { display: 'none' },
    [noScript]: { display: 'none' },
  },
});

/** Three bars that turn into a cross when the menu is open. */
export const menuIcon = style({
  position: 'relative',
  width: vars.space.md,
  height: `calc(2 * ${vars.size.border})`,
  backgroundColor: 'currentColor',
  boxShadow: `0 calc(-1 * ${vars.space.xs} + ${vars.size.border}) 0 currentColor, 0 calc(${vars.space.xs} - ${vars.size.border}) 0 currentColor`,
  transition: `transform ${vars.motion.normal}`,
  selectors: { '&[data-open]': { transform: 'rotate(90deg)' } },
});

const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

/** The menu panel: collapsed behind the menu button on small screens, always shown from lg. */
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
    [desktop]: { display: 'flex', animation: 'none' },
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

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
});

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const searchLabel = style({ fontWeight: vars.fontWeight.medium, width: '100%' });

export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.primaryForeground,
  backgroundColor: vars.color.primaryBackground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const searchButton = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid currentColor`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primaryForeground,
  color: vars.color.primaryBackground,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
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
