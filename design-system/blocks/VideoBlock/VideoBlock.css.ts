import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** The video module's vertical rhythm on the page. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlock: vars.space.xl,
});
