import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
