import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/** The page container: the 12-column grid's outer bounds with gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [mediaUp('md')]: { paddingInline: vars.space.xl },
  },
});

export const measure = style({ maxWidth: vars.size.measure });
