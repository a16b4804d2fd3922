import { createVar, fallbackVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/** How far the episode has played, as a percentage of the slider (set on the slider element). */
export const progressVar = createVar();

/** The bar's height, set on the root element while it shows (scroll padding keeps focus clear of it). */
export const barHeightVar = createVar();

globalStyle(':root', { scrollPaddingBlockEnd: fallbackVar(barHeightVar, vars.space.none) });

/**
 * Pinned to the bottom of the viewport while the page scrolls, and in the flow after the footer, so
 * it takes its own height at the end of the page: it never covers the footer or the content.
 */
export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.player,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  // A line and a shadow part it from a hero or footer of the same colour.
  borderBlockStart: `${vars.size.border} solid currentColor`,
  boxShadow: vars.shadow.raisedAbove,
});

/** Play, the episode, close; the progress on a row of its own on narrow screens, between them on wide ones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.target} minmax(0, 1fr) ${vars.size.target}`,
  gridTemplateAreas: '"toggle details close" "progress progress progress"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  '@media': {
    [mediaUp('md')]: {
      gridTemplateColumns: `${vars.size.target} minmax(${vars.size.playerDetails}, 2fr) minmax(0, 3fr) ${vars.size.target}`,
      gridTemplateAreas: '"toggle details progress close"',
      columnGap: vars.space.md,
      paddingInline: vars.space.xl,
    },
  },
});

/** Play/pause (the bar's main control, filled) and close, at the row's ends. */
export const toggleArea = style({ gridArea: 'toggle' });
export const closeArea = style({ gridArea: 'close' });

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

/** Loading: a ring with a gap, turning (standing still for visitors who prefer reduced motion). */
export const loadingIcon = style({
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderStrong} solid currentColor`,
  borderInlineEndColor: 'transparent',
  animation: `${turn} 0.8s linear infinite`,
});

export const details = style({ gridArea: 'details', minWidth: 0, lineHeight: vars.lineHeight.snug });

const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const title = style([oneLine, { fontWeight: vars.fontWeight.bold }]);

export const show = style([oneLine, { fontSize: vars.fontSize.sm }]);

export const progress = style({
  gridArea: 'progress',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const time = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The position slider, a native range input drawn in the bar's colours: the played part filled, the
 * rest outlined, and a round thumb (its whole height is the touch target).
 */
export const slider = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: vars.size.target,
  margin: 0,
  padding: 0,
  appearance: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'default' } },
});

const track = {
  height: vars.size.playerTrack,
  borderRadius: vars.radius.pill,
  border: `${vars.size.border} solid currentColor`,
};

const thumb = {
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderStrong} solid ${vars.color.impactBackground}`,
  backgroundColor: 'currentColor',
  boxSizing: 'content-box',
} as const;

globalStyle(`${slider}::-webkit-slider-runnable-track`, {
  ...track,
  background: `linear-gradient(to right, currentColor ${fallbackVar(progressVar, '0%')}, transparent 0)`,
});
globalStyle(`${slider}::-webkit-slider-thumb`, {
  ...thumb,
  appearance: 'none',
  marginTop: `calc((${vars.size.playerTrack} - ${vars.space.md}) / 2 - ${vars.size.borderStrong})`,
});
globalStyle(`${slider}::-moz-range-track`, { ...track, background: 'transparent' });
globalStyle(`${slider}::-moz-range-progress`, {
  height: vars.size.playerTrack,
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
});
globalStyle(`${slider}::-moz-range-thumb`, thumb);

/** The audio could not load: what happened and a way to try again, in place of the progress. */
export const problem = style({
  gridArea: 'progress',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
});
