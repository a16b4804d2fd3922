import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** The slider's vertical rhythm: kicker, heading and carousel. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlock: vars.space.xl,
});
