import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const facetItem = style({ display: 'flex' });

export const facetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primaryForeground,
      color: vars.color.primaryBackground,
      borderColor: vars.color.primaryForeground,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
