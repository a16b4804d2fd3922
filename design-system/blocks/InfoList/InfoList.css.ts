import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const list = style({ borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space.md } },
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const value = style({ whiteSpace: 'pre-line' });
