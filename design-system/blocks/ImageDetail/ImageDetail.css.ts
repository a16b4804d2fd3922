import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/** Where the close-up looks and how close, set per block from the model. */
export const focusX = createVar();
export const focusY = createVar();
export const zoom = createVar();

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xl } },
});

export const media = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const detailFigure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const detailFrame = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const detailImage = style({
  height: '100%',
  transformOrigin: `${focusX} ${focusY}`,
  transform: `scale(${zoom})`,
  objectPosition: `${focusX} ${focusY}`,
});

export const detailLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
});

export const caption = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
