import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** width / height of the embedded page, from the model. */
export const aspectRatio = createVar();

export const section = style({ paddingBlock: vars.space.xl });

export const frame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
