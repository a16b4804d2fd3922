import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space['2xs'],
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
});

/**
 * A linked tag reaches the target size; a plain one is only a label. `data-force-state="hover"` shows the hover look
 * without a pointer: the catalogue's state matrix (Primitives/Tag/States) sets it; the site never does.
 */
export const linkedTag = style([
  tag,
  {
    minHeight: vars.size.target,
    selectors: { '&:hover, &[data-force-state="hover"]': { textDecoration: 'underline' } },
  },
]);
