import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/**
 * The practical facts beside a page's content: a surface panel under a rule in the site's impact colour, with the
 * facts in small labelled groups and the call to action as a full-width button at the end.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  borderBlockStart: `${vars.size.focusRing} solid ${vars.color.impactBackground}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A group the page repeats right after the aside on one-column screens: shown beside the content only. */
export const besideOnly = style({
  display: 'none',
  '@media': { [mediaUp('lg')]: { display: 'flex' } },
});

/** A group's name: a small uppercase label, so the facts, not their names, carry the weight. */
export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.label,
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
});

/** Rows of name and value (days and hours, ticket and price); figures of even width so the columns line up. */
export const rows = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  paddingBlock: vars.space['2xs'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

/** The further facts: a little more room between them than inside one. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const factValue = style({ margin: 0 });

export const when = style({
  display: 'flex',
  flexDirection: 'column',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: vars.size.underlineOffset,
});
