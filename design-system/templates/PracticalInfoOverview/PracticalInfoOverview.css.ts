import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const contents = style({ paddingBlockEnd: vars.space.lg });

export const sectionClass = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  scrollMarginTop: vars.space['3xl'],
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '7fr 5fr', alignItems: 'start' } },
});

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const factRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});
export const factTerm = style({ fontWeight: vars.fontWeight.bold });
export const factValue = style({ margin: 0 });
