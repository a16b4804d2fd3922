import { globalStyle, style } from '@vanilla-extract/css';
import { container } from '@design-system/primitives/Container/Container.css';
import { vars } from '@design-system/theme/contract.css';

export const variant = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
});

/**
 * The info, materials and modules of a version are blocks, which bring their own page container; the tabs are in one
 * already, so theirs adds no second gutter (as in AsideLayout's column), and they line up with the description.
 */
globalStyle(`${variant} ${container}`, { paddingInline: 0, maxWidth: 'none' });
