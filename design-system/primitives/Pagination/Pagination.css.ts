import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const nav = style({ paddingBlock: vars.space.md });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
} as const;

/**
 * `data-force-state="hover"` shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Pagination/States) sets it; the site never does.
 */
export const pageLink = style({
  ...target,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primaryForeground,
  backgroundColor: vars.color.primaryBackground,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[data-force-state="hover"]': {
      textDecoration: 'underline',
      textUnderlineOffset: vars.size.underlineOffset,
    },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primaryForeground,
      borderColor: vars.color.primaryForeground,
      color: vars.color.primaryBackground,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** "Forrige" and "Næste": words, underlined like links. */
export const stepLink = style({
  ...target,
  gap: vars.space['2xs'],
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffset,
  selectors: { '&:hover, &[data-force-state="hover"]': { textDecorationThickness: vars.size.underlineStrong } },
});

export const gap = style({ ...target, paddingInline: vars.space['2xs'] });
