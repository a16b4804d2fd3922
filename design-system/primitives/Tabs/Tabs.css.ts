import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});

/**
 * `data-force-state="hover"` shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Tabs/States) sets it; the site never does.
 */
export const tab = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: 0,
  borderBlockEnd: `${vars.space['2xs']} solid transparent`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  selectors: {
    '&[aria-selected="true"]': { borderBlockEndColor: 'currentColor', fontWeight: vars.fontWeight.bold },
    '&:hover, &[data-force-state="hover"]': { textDecoration: 'underline' },
  },
});

export const panel = style({ paddingBlock: vars.space.md });
