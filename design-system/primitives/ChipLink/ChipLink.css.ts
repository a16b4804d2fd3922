import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/**
 * A pill outlined in the border colour, on the page's background; the chip in force (the current page, a filter that
 * is on) turns round to the text colour, in bold.
 */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"], &[data-selected]': {
      backgroundColor: vars.color.primaryForeground,
      color: vars.color.primaryBackground,
      borderColor: vars.color.primaryForeground,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
