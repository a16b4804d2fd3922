import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/**
 * Scrolls a state matrix sideways on a narrow screen instead of widening the page (its cells take focus). Positioned,
 * so what its cells position absolutely (a link's visually hidden "(ekstern side)") scrolls with it too.
 */
export const scroll = style({ position: 'relative', maxWidth: '100%', overflowX: 'auto' });

/** The states side by side in columns, one row per variant, each cell labelled by its headers. */
export const matrix = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space.md,
  textAlign: 'start',
});

export const header = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const cell = style({ verticalAlign: 'top' });

/** A cell holding a card, a list row or a bar: never narrower than this, so a narrow screen scrolls instead. */
export const wideCell = style({ minWidth: `calc(${vars.size.target} * 6)` });

/** Why a cell shows nothing: the state does not exist for that variant. */
export const note = style({
  display: 'block',
  maxWidth: `calc(${vars.size.target} * 4)`,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

/** The impact colours behind a cell, for what is made to sit on them (the inverse button). */
export const impactSurface = style({
  display: 'inline-block',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});
