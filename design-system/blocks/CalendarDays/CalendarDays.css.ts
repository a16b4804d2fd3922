import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/*
 * The calendar. Navigation first (shortcut pills, a strip of days, week and month steps), then tag chips, then the
 * chosen day or range. The two layouts look unlike each other on purpose: daily is an agenda (times in a left
 * column, rows ruled like a printed programme); timeline is a vertical line with a dot per day and period events
 * drawn as bars across the range.
 */

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const feed = style({ fontWeight: vars.fontWeight.bold, textUnderlineOffset: vars.size.underlineOffsetWide });

export const feedLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs });

/* Navigation */

export const navigation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlock: `${vars.size.border} solid ${vars.color.border}`,
});

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const shortcuts = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderStrong} solid ${vars.color.primaryForeground}`,
  color: vars.color.primaryForeground,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { backgroundColor: vars.color.primaryForeground, color: vars.color.primaryBackground },
  },
});

export const strip = style({
  ...plainList,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(${vars.size.target}, 1fr)`,
  gap: vars.space['2xs'],
  overflowX: 'auto',
  paddingBlock: vars.space['2xs'],
});

export const stripDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3xs'],
  paddingBlock: vars.space.xs,
  paddingInline: vars.space['2xs'],
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid transparent`,
  color: vars.color.primaryForeground,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[data-in-range]': { backgroundColor: vars.color.surface, color: vars.color.surfaceForeground },
    '&[data-today]': { borderColor: vars.color.primaryForeground },
    '&[aria-current]': { backgroundColor: vars.color.impactBackground, color: vars.color.impactForeground },
  },
});

export const stripWeekday = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const stripNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const stripMonth = style({ fontSize: vars.fontSize.xs });

export const steps = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

export const stepsForward = style({ marginInlineStart: 'auto' });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: vars.size.underlineOffset,
});

/* Filters */

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const filtersLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const chips = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chipCount = style({ fontSize: vars.fontSize.xs });

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffset,
});

/* What is shown */

export const rangeLabel = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const rangeKicker = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const notice = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `${vars.size.borderStrong} solid ${vars.color.primaryForeground}`,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  fontSize: vars.fontSize.lg,
});

/* Daily: an agenda */

export const ongoing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const days = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const dayDate = style({
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `${vars.size.borderStrong} solid ${vars.color.primaryForeground}`,
});

export const agenda = style({ ...plainList, display: 'flex', flexDirection: 'column' });

export const agendaRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: `${vars.size.playerDetails} minmax(0, 1fr)`, columnGap: vars.space.lg },
  },
});

export const agendaTime = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

export const agendaLead = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
  color: vars.color.mutedForeground,
});

/* Timeline: a vertical line, a dot per day, period events as bars */

export const periods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
});

export const periodList = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const periodItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Where a period event's bar starts and how far before the range's end it stops (percentages of the track). */
export const barStart = createVar();
export const barEnd = createVar();

export const track = style({
  position: 'relative',
  blockSize: vars.size.playerTrack,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primaryBackground,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: barStart,
  insetInlineEnd: barEnd,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.impactBackground,
});

export const timeline = style({
  ...plainList,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingInlineStart: vars.space.xl,
  borderInlineStart: `${vars.size.borderStrong} solid ${vars.color.impactBackground}`,
  marginInlineStart: vars.space.xs,
});

export const timelineDay = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const timelineDate = style({ position: 'relative' });

globalStyle(`${timelineDate}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: `calc(-1 * ${vars.space.xl} - ${vars.space.xs} - ${vars.size.borderStrong} / 2)`,
  insetBlockStart: vars.space['2xs'],
  inlineSize: vars.space.md,
  blockSize: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.impactBackground,
  border: `${vars.size.borderStrong} solid ${vars.color.primaryBackground}`,
});

export const timelineEvents = style({ ...plainList, display: 'flex', flexDirection: 'column' });

globalStyle(`${timelineEvents} > li`, {
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});
